/**
 * Fewer, right-sized chunks, for the website and the extension alike: what every page runs (React, the router, the
 * favourites and the layout) in one file beside the entry, and what every tool shares (fields, result card, tool frame,
 * number formatting) in another, instead of a dozen files of a few hundred bytes that a click on a tool requests one
 * by one.
 */
export const APP_GROUP = {
  name: 'app',
  test: /node_modules[\\/](react|react-dom|react-router|react-router-dom|scheduler)[\\/]|components[\\/](favourites|layout)[\\/]/,
  priority: 20,
};

export const TOOL_KIT_GROUP = {
  name: 'tool-kit',
  // What (nearly) every tool runs: the frame, inputs, result card, copy button, number formatting and the common
  // fields, with their icons. Fields and helpers only some tools use (colours, random draws, downloads, sliders,
  // cost-per tools) stay with those tools.
  test: /components[\\/](tool[\\/](ToolFrame|toolState|toolStateRules|ResultCard|CopyButton|FieldErrors)|fields[\\/](Field|NumberField|TextField|textLimit|ChoiceField|SelectField|CheckboxField)|lib[\\/](number|text|saveFile))\.tsx?$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](check|copy|rotate-ccw|undo-2)\.mjs$/,
  priority: 10,
  // Only these modules: what they import from the app stays in the app's chunks.
  includeDependenciesRecursively: false,
};

export const OFF_THREAD_GROUP = {
  name: 'off-thread',
  // The worker bridge and its React hook, in one file for the pages that run work in a worker (the text and image
  // tools), rather than three small ones.
  test: /components[\\/]lib[\\/](useOffThread|workerPool|jobErrors)\.ts$/,
  priority: 10,
  includeDependenciesRecursively: false,
};
