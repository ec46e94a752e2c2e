import { useEffect, useState } from 'react';
import type { SaveMode } from '../shared/messages';
import { getLastTeamId } from '../shared/storage';
import { SaveForm, type SwipeFields } from './SaveForm';
import { SaveStatusMessage } from './SaveStatusMessage';
import { useSave } from './useSave';

const noop = () => undefined;

/**
 * The popup when the server cannot be reached: the captures still work, and the save waits in
 * the extension (the offline queue) for the team last used, else the one picked when it is sent.
 * Tags and notes are kept; collections, which belong to a team, are not offered.
 */
export function OfflineSavePanel({
  tab,
  url,
  serverOrigin,
  retry,
}: {
  tab: chrome.tabs.Tab & { id: number };
  url: string;
  serverOrigin: string;
  retry: () => void;
}) {
  const [teamId, setTeamId] = useState('');
  const [fields, setFields] = useState<SwipeFields>({
    title: tab.title ?? '',
    url,
    kind: 'WEBSITE',
    notes: '',
    tags: [],
    collectionIds: [],
  });
  const { status, save } = useSave(tab.id, noop);
  useEffect(() => {
    void getLastTeamId().then((last) => setTeamId(last ?? ''));
  }, []);
  return (
    <div className="space-y-2">
      <div role="alert" className="space-y-1 rounded-md bg-amber-50 p-2 text-amber-950">
        <p>
          {`Couldn't reach Swipestack at ${serverOrigin}. What you save now is kept in the extension and sent when it answers.`}
        </p>
        <button type="button" className="link text-xs" onClick={retry}>
          Try again
        </button>
      </div>
      <SaveForm
        heading="Save this page"
        fields={fields}
        onChange={setFields}
        tagSuggestions={[]}
        collections={null}
        busyMode={status.state === 'saving' ? status.mode : null}
        onSave={(mode: SaveMode) => void save({ ...fields, teamId }, mode)}
        status={<SaveStatusMessage status={status} serverOrigin={serverOrigin} teamName="" />}
      />
    </div>
  );
}
