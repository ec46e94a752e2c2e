import { FREE_SWIPE_LIMIT } from '@swipestack/common/pricing';
import { PageMeta } from '../components/PageMeta';
import { PUBLIC_PAGE_HEADS } from '../lib/pageHeads';
import { SUPPORT_EMAIL, SUPPORT_MAILTO } from '../lib/site';

export function PrivacyPage() {
  return (
    <article className="prose-page mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/privacy']} />
      <h1>Privacy Policy</h1>
      <p>
        This policy explains what Swipestack collects when you use the web app, the Chrome extension
        and the email-forwarding address, and what we do with it.
      </p>
      <h2>What we collect</h2>
      <ul>
        <li>Account details: your name, email address and a hash of your password.</li>
        <li>Your swipes: the pages, emails, images and notes you choose to save.</li>
        <li>Team data: the teams you belong to and the invites you send.</li>
        <li>Basic usage data needed to keep the service secure and working.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data only to provide Swipestack: storing and showing your swipes, sharing them
        with the teammates you invite, billing and support. We do not sell your data.
      </p>
      <h2>Product analytics</h2>
      <p>
        To learn which parts of Swipestack help people, we record, in our own database and with no
        third-party script: the path of each page you open (not what follows a “?”), whether you are
        signed in (and as whom), when you signed up and last signed in, and when you reach a
        milestone (signing up, installing the extension, starting a paid plan). If your browser
        sends Do Not Track or Global Privacy Control, no page views are recorded. Errors the app
        runs into are recorded with the page and your account, to fix them. When we also use a
        product-analytics or error-reporting service, these same events go to it, and nothing more.
      </p>
      <h2>Cookies</h2>
      <p>We use one essential cookie to keep you signed in. It is removed when you sign out.</p>
      <h2>Your choices</h2>
      <p>
        You can export or delete your swipes at any time, and ask us to delete your account by
        writing to <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
      </p>
    </article>
  );
}

export function TermsPage() {
  return (
    <article className="prose-page mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PUBLIC_PAGE_HEADS['/terms']} />
      <h1>Terms of Service</h1>
      <p>By creating an account or using Swipestack you agree to these terms.</p>
      <h2>Your account</h2>
      <p>
        Keep your password safe; you are responsible for activity under your account. Team owners
        decide who can access their team workspace.
      </p>
      <h2>Your content</h2>
      <p>
        You keep the rights to what you save. Save only material you are allowed to keep for
        reference, and do not use Swipestack to store unlawful content.
      </p>
      <h2>Plans and billing</h2>
      <p>
        The Free plan is capped at {FREE_SWIPE_LIMIT} swipes. Pro and Team plans are billed monthly
        or yearly and can be cancelled anytime; Team plans are billed per seat.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={SUPPORT_MAILTO}>{SUPPORT_EMAIL}</a>.
      </p>
    </article>
  );
}
