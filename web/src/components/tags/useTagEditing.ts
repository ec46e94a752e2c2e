import type { FormEvent } from 'react';
import { useState } from 'react';
import type { Tag, TagRowActions, TagRowMode } from './TagRow';
import { useDeleteTag } from './useDeleteTag';
import { useRenameTag } from './useRenameTag';

/**
 * The tag manager's edits: the one row being renamed (with its draft and error) or asked to
 * delete, the error above the list, and where the focus goes after each step (`moveFocus`
 * with a row's `data-focus` key). Escape leaves the rename or the question first.
 */
export function useTagEditing(
  teamId: string,
  tags: readonly { readonly id: string }[],
  moveFocus: (key: string) => void,
) {
  const [rename, renaming] = useRenameTag(teamId);
  const [deleteTag, deleting] = useDeleteTag(teamId);
  const [editing, setEditing] = useState<{ id: string; title: string } | null>(null);
  const [editError, setEditError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const reset = () => {
    setEditing(null);
    setEditError(null);
    setConfirming(null);
    setFormError(null);
  };

  const cancelEdit = () => {
    if (!editing) return;
    moveFocus(`rename:${editing.id}`);
    setEditing(null);
    setEditError(null);
  };

  const cancelDelete = () => {
    if (!confirming) return;
    moveFocus(`delete:${confirming}`);
    setConfirming(null);
  };

  const saveRename = (event: FormEvent<HTMLFormElement>, tag: Tag) => {
    event.preventDefault();
    if (!editing || renaming) return;
    if (editing.title === tag.title) {
      cancelEdit();
      return;
    }
    setEditError(null);
    setFormError(null);
    rename(tag, editing.title, {
      onRenamed: () => {
        setEditing(null);
        moveFocus(`rename:${tag.id}`);
      },
      onFailed: ({ title, form }) => {
        setEditError(title);
        setFormError(form);
      },
    });
  };

  const confirmDelete = (tag: Tag) => {
    if (deleting) return;
    const index = tags.findIndex((t) => t.id === tag.id);
    const neighbour = tags[index + 1] ?? tags[index - 1];
    setFormError(null);
    // The row goes at once (optimistic): focus its neighbour, or the empty list's text.
    setConfirming(null);
    moveFocus(neighbour ? `rename:${neighbour.id}` : 'empty');
    deleteTag(tag.id, {
      onRefused: (message) => {
        setFormError(message);
        moveFocus(`delete:${tag.id}`);
      },
      onNetworkError: setFormError,
    });
  };

  const actions: TagRowActions = {
    startRename: (tag) => {
      setFormError(null);
      setConfirming(null);
      setEditError(null);
      setEditing({ id: tag.id, title: tag.title });
    },
    changeDraft: (tag, title) => setEditing({ id: tag.id, title }),
    saveRename,
    cancelRename: cancelEdit,
    askDelete: (tag) => {
      setFormError(null);
      setEditing(null);
      setConfirming(tag.id);
      moveFocus(`cancel-delete:${tag.id}`);
    },
    confirmDelete,
    cancelDelete,
  };
  const modeOf = (id: string): TagRowMode =>
    editing?.id === id
      ? { kind: 'rename', draft: editing.title, error: editError, saving: renaming }
      : confirming === id
        ? { kind: 'confirm', deleting }
        : { kind: 'view' };

  /** Escape: leaves the rename or the question; true when it did (the dialog stays open). */
  const cancelStep = (): boolean => {
    if (editing) cancelEdit();
    else if (confirming) cancelDelete();
    else return false;
    return true;
  };

  return { actions, modeOf, formError, reset, cancelStep };
}
