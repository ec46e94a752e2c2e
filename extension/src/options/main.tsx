import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installExtensionErrorReporting } from '../shared/error-reports';
import '../ui/styles.css';
import { OptionsApp } from './OptionsApp';

installExtensionErrorReporting('options');

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

createRoot(container).render(
  <StrictMode>
    <OptionsApp />
  </StrictMode>,
);
