export { Tooltip, tooltipSides } from './Tooltip';
export type { TooltipProps } from './Tooltip';
