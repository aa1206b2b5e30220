// Handlebars' compiler loads `source-map` only to emit source maps (the `srcName` option), and falls
// back to its own minimal SourceNode when the module has none: the browser build needs nothing here.
export {};
