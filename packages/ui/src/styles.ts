/**
 * Side-effect entry for the library's global CSS (reset, themes). Importing `@alegato/ui` already pulls
 * it in; the built package ships it inside `@alegato/ui/styles.css`. Fonts are separate:
 * `@alegato/ui/fonts.css` (src/tokens/fonts.css).
 */
import './tokens/reset.css';
import './tokens/themes.css';
