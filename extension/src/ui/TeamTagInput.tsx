import { needsServerSearch } from '@swipestack/common/lists';
import { TagInput, type TagInputProps } from '@swipestack/common/ui/TagInput';
import { useState } from 'react';
import { useTeamSearch } from './teamSearch';

interface Props extends Omit<TagInputProps, 'onTextChange' | 'compact'> {
  /** The team and how many tags it has: beyond the loaded page, typing asks the server. */
  team?: { id: string; tagCount: number | null | undefined };
}

/** The shared tag box, suggesting the team's tags: the loaded page, or the server's search. */
export function TeamTagInput({ team, suggestions, ...props }: Props) {
  const [text, setText] = useState('');
  const typed = text.trim() !== '';
  const remote = Boolean(team) && needsServerSearch(team?.tagCount, suggestions.length);
  const found = useTeamSearch('tags', team?.id ?? '', text, remote && typed);
  const pool = remote && typed ? found.map((tag) => tag.name) : suggestions;
  return <TagInput {...props} suggestions={pool} onTextChange={setText} compact />;
}
