// A folder dropped on a page: taken while the drop is dispatched (the home page's and the
// player's; their reading of its files is folder-files.ts).

/**
 * The folder a drop carries (its first item), or null: a folder's drop is then taken (its default
 * and its other listeners prevented). Asked for while the drop is dispatched, as the browser
 * allows; its files are read after (folder-files.ts folderEntryFiles). Not beside the
 * reading: the pages carry this line and load the rest only when a folder comes.
 */
export function droppedFolder(e: Event): FileSystemDirectoryEntry | null {
  const entry = (e as DragEvent).dataTransfer?.items[0]?.webkitGetAsEntry();
  if (!entry?.isDirectory) return null;
  e.preventDefault();
  e.stopPropagation();
  return entry as FileSystemDirectoryEntry;
}
