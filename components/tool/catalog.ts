/** A tool of a table by its path (with or without the trailing slash), or undefined when no tool has it. */
export function byPath<T extends { path: string }>(tools: readonly T[], pathname: string): T | undefined {
  const normalised = pathname.endsWith('/') ? pathname : `${pathname}/`;
  return tools.find((tool) => tool.path === normalised);
}

/** A tool of a table by its id, or undefined when no tool has it. */
export function byId<T extends { id: string }>(tools: readonly T[], id: string): T | undefined {
  return tools.find((tool) => tool.id === id);
}
