import { useEffect, useState } from 'react';
import { pageHasVideo } from '../content/video-locator';

/**
 * Whether the tab shows a video, so the popup offers "Save video". Asked of the page itself
 * (activeTab, granted by the click on the toolbar button); where no script may run, no.
 */
export function usePageVideo(tabId: number): boolean {
  const [hasVideo, setHasVideo] = useState(false);
  useEffect(() => {
    let current = true;
    chrome.scripting
      .executeScript({ target: { tabId }, func: pageHasVideo })
      .then(([frame]) => {
        if (current) setHasVideo(frame?.result === true);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [tabId]);
  return hasVideo;
}
