/** Served by the `alegato:token-comments` plugin of main.ts. */
declare module 'virtual:token-comments' {
  /** Colour token name → its one-line comment in contract.css.ts. */
  export const colorComments: Record<string, string>;
}
