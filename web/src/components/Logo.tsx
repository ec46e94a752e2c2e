import { LogoMark } from '@swipestack/common/ui/LogoMark';
import { Link } from 'react-router';

export function Logo({ to = '/', className = '' }: { to?: string; className?: string }) {
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 text-lg font-bold tracking-tight text-slate-900 ${className}`}
    >
      <LogoMark />
      <span>Swipestack</span>
    </Link>
  );
}
