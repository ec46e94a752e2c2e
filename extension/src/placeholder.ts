// Placeholder so the `extension` Relay project has a source. The extension's popup
// (issue 5) will replace this with real components and fragments.
import { graphql } from 'relay-runtime';

export const ExtensionViewerQuery = graphql`
  query placeholderExtensionViewerQuery {
    viewer {
      id
      name
      email
    }
  }
`;
