import { expect, type Page, type Route } from '@playwright/test';
import { expectToastShown, persistedId, register, test } from './helpers';

// Renames and deletes on /collections show at once (optimistic updates, issue 14); what the
// server answers then stands: a refused change brings the old state back.

/**
 * Holds the page's next request of one of the app's operations until `release` is called:
 * with an answer of our own, or none to let the server answer.
 */
async function holdOperation(page: Page, operation: string) {
  const id = persistedId(operation);
  let arrive = () => {};
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  let release: (answer?: unknown) => void = () => {};
  const released = new Promise<unknown>((resolve) => {
    release = resolve;
  });
  const handler = async (route: Route) => {
    if (!route.request().postData()?.includes(id)) return route.fallback();
    arrive();
    const answer = await released;
    if (answer) await route.fulfill({ json: answer });
    else await route.continue();
    await page.unroute('**/graphql', handler);
  };
  await page.route('**/graphql', handler);
  return { arrived, release };
}

async function createCollection(page: Page, name: string) {
  await page.getByRole('button', { name: 'New collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(form).toBeHidden();
  await expect(collectionLink(page, name)).toBeVisible();
}

/** A collection's link on /collections, also while a dialog hides the page from the a11y tree. */
function collectionLink(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Collections', includeHidden: true })
    .getByRole('link', { name, exact: true, includeHidden: true });
}

test('a renamed collection shows its new name at once; a refused name goes back', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await page.getByRole('button', { name: 'Create a collection' }).click();
  const form = page.getByRole('dialog', { name: 'New collection' });
  await form.getByLabel('Name').fill('Launch ideas');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(collectionLink(page, 'Launch ideas')).toBeVisible();
  await page.getByRole('button', { name: 'New collection' }).click();
  await form.getByLabel('Name').fill('Teardowns');
  await form.getByRole('button', { name: 'Create collection' }).click();
  await expect(collectionLink(page, 'Teardowns')).toBeVisible();

  const rename = await holdOperation(page, 'useUpdateCollectionMutation');
  await page.getByRole('button', { name: 'Edit Launch ideas' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit collection' });
  await edit.getByLabel('Name').fill('Launch emails');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await rename.arrived;
  // The server has not answered yet.
  await expect(edit.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  await expect(collectionLink(page, 'Launch emails')).toBeVisible();
  await expect(collectionLink(page, 'Launch ideas')).toHaveCount(0);
  rename.release();
  await expectToastShown(page, 'Collection updated');
  await expect(edit).toBeHidden();
  await expect(collectionLink(page, 'Launch emails')).toBeVisible();

  // Another collection's name, in other case: shown while the server decides, then refused
  // (names are unique per team regardless of case) and the old name is back.
  const taken = 'teardowns';
  const refused = await holdOperation(page, 'useUpdateCollectionMutation');
  await page.getByRole('button', { name: 'Edit Launch emails' }).click();
  await edit.getByLabel('Name').fill(taken);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await refused.arrived;
  await expect(collectionLink(page, taken)).toBeVisible();
  refused.release();
  await expect(
    edit.getByText('A collection named “teardowns” already exists in this team.'),
  ).toBeVisible();
  await expect(collectionLink(page, 'Launch emails')).toBeVisible();
  await expect(collectionLink(page, taken)).toHaveCount(0);
  await expect(collectionLink(page, 'Teardowns')).toBeVisible();
});

test('a deleted collection leaves the list at once, and comes back if the server refuses', async ({
  page,
}) => {
  await register(page);
  await page.getByRole('link', { name: 'Collections', exact: true }).click();
  await createCollection(page, 'Launch ideas');
  await createCollection(page, 'Competitors');

  // A refusal (as the server words a collection that is gone): it comes back.
  const refused = await holdOperation(page, 'useDeleteCollectionMutation');
  await page.getByRole('button', { name: 'Delete Competitors' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete “Competitors”?' });
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await refused.arrived;
  await expect(collectionLink(page, 'Competitors')).toHaveCount(0);
  refused.release({
    data: {
      deleteCollection: {
        deletedId: null,
        team: null,
        errors: [
          {
            __typename: 'NotFoundError',
            __isError: 'NotFoundError',
            message: 'This collection does not exist.',
          },
        ],
      },
    },
  });
  await expectToastShown(page, 'This collection does not exist.');
  await expect(confirm).toBeHidden();
  await expect(collectionLink(page, 'Competitors')).toBeVisible();

  const removal = await holdOperation(page, 'useDeleteCollectionMutation');
  await page.getByRole('button', { name: 'Delete Competitors' }).click();
  await confirm.getByRole('button', { name: 'Delete collection' }).click();
  await removal.arrived;
  await expect(collectionLink(page, 'Competitors')).toHaveCount(0);
  await expect(confirm.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
  removal.release();
  await expectToastShown(page, 'Collection deleted');
  await expect(confirm).toBeHidden();
  await expect(collectionLink(page, 'Competitors')).toHaveCount(0);
  await expect(collectionLink(page, 'Launch ideas')).toBeVisible();
  // The server agrees: a reload does not bring it back.
  await page.reload();
  await expect(collectionLink(page, 'Launch ideas')).toBeVisible();
  await expect(collectionLink(page, 'Competitors')).toHaveCount(0);
});
