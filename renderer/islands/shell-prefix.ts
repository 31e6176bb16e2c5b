/**
 * Marks a shell island's type (`shell:<name>`), beside block types. Its own module so that the server's
 * ShellIsland does not import the client's lazy loaders (shell-islands.ts) into the server bundle.
 */
export const SHELL_PREFIX = "shell:";
