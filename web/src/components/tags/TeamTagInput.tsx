import { needsServerSearch } from '@swipestack/common/lists';
import { TagInput, type TagInputProps } from '@swipestack/common/ui/TagInput';
import { useState } from 'react';
import { useTeamSearch } from '../swipes/teamSearch';

interface Props extends Omit<TagInputProps, 'onTextChange' | 'compact'> {
  /** The team and how many tags it has: beyond the loaded page, typing asks the server. */
  teamId?: string;
  tagCount?: number;
}

/** The shared tag box, suggesting the team's tags: the loaded page, or the server's search. */
export function TeamTagInput({ teamId, tagCount = 0, suggestions, ...props }: Props) {
  const [text, setText] = useState('');
  const typed = text.trim() !== '';
  const remote = Boolean(teamId) && needsServerSearch(tagCount, suggestions.length);
  const found = useTeamSearch('tags', teamId ?? '', text, remote && typed);
  const pool = remote && typed ? found.items.map((tag) => tag.label) : suggestions;
  return <TagInput {...props} suggestions={pool} onTextChange={setText} />;
}
