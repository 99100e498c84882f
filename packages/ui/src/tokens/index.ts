export { vars, breakpoints, containerWidths } from './contract.css';
export { lightTheme, darkTheme, brand } from './themes.css';
export {
  reset as resetLayer,
  base as baseLayer,
  components as componentsLayer,
  fragments as fragmentsLayer,
} from './layers.css';
import './reset.css';
