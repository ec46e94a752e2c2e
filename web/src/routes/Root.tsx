import { Outlet } from 'react-router';
import { Toaster } from 'sonner';
import { ProgressBar } from '../components/ProgressBar';
import { SkipLink } from '../components/SkipLink';
import { usePageviews } from '../lib/analytics';

export function Root() {
  usePageviews();
  return (
    <>
      <SkipLink />
      <ProgressBar />
      <Outlet />
      <Toaster visibleToasts={3} duration={1500} closeButton />
    </>
  );
}
