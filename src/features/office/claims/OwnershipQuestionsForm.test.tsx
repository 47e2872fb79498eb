import { screen, waitFor, within } from '@testing-library/react';
import { server } from '../../../mocks/server';
import { world } from '../../../mocks/world';
import { renderApp, testUser } from '../../../test/renderWithProviders';
import { axeViolations } from '../../../test/axe';

// Typing three questions and answers into MUI fields is slow on a busy machine.
jest.setTimeout(60000);

// Fixtures (src/mocks/world.ts): item-17 Denim Jacket, Found, poster Sam, one question
// "What is in the inside pocket?" (expected "A concert ticket"); item-04 Dorm Room Keys, Found,
// poster Sam, no questions; item-05 Chemistry Lab Notebook, Lost, poster Sam.
const sam = testUser();
const session = { session: { token: `mock-token-${sam.id}`, user: sam } };

/** The questions the forms sent (PUT /items/{id}/questions). */
let sent: string[] = [];
beforeEach(() => {
  sent = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PUT' && request.url.endsWith('/questions')) sent.push(request.url);
  });
});
afterEach(() => server.events.removeAllListeners('request:start'));

const editor = () => screen.getByRole('group', { name: 'Ownership questions (optional)' });

describe('Ownership questions in the post form', () => {
  type User = ReturnType<typeof renderApp>['user'];
  async function fillFound(user: User) {
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Grey phone');
    await user.type(screen.getByRole('textbox', { name: 'Description' }), 'Cracked corner');
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Electronics' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Found' }));
    await user.type(screen.getByRole('combobox', { name: 'Location' }), 'Library');
  }

  it('offers up to three questions on a Found item and saves them with the item', async () => {
    const { user, container } = renderApp({ route: '/items/create', preloadedState: session });
    await screen.findByRole('heading', { name: 'Add New Item' });
    expect(screen.queryByRole('group', { name: /Ownership questions/ })).not.toBeInTheDocument();
    await fillFound(user);
    const group = editor();
    for (let i = 0; i < 3; i++) {
      await user.click(within(group).getByRole('button', { name: 'Add a question' }));
    }
    expect(within(group).queryByRole('button', { name: 'Add a question' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Remove question 3' }));
    expect(await axeViolations(container)).toEqual([]);

    // An expected answer needs its question.
    await user.type(
      within(group).getByRole('textbox', { name: 'Expected answer 1 (private)' }),
      'A fox',
    );
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(within(group).getByText('Write the question, or remove it.')).toBeInTheDocument();
    expect(world.items.some((i) => i.title === 'Grey phone')).toBe(false);

    await user.type(
      within(group).getByRole('textbox', { name: 'Question 1' }),
      'What is the wallpaper?',
    );
    expect(within(group).queryByText('Write the question, or remove it.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post Item' }));
    expect(await screen.findByText('Item created successfully!')).toBeInTheDocument();
    const created = world.items.find((i) => i.title === 'Grey phone')!;
    // The empty second row is left out; the expected answer stays private to the office.
    expect(world.questions[created._id]).toEqual([
      { question: 'What is the wallpaper?', expectedAnswer: 'A fox' },
    ]);
    expect(created.questions).toEqual(['What is the wallpaper?']);
  });

  it('asks nothing of a Lost report', async () => {
    const { user } = renderApp({ route: '/items/create', preloadedState: session });
    await user.click(await screen.findByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Lost' }));
    expect(screen.queryByRole('group', { name: /Ownership questions/ })).not.toBeInTheDocument();
  });
});

describe('Ownership questions in the edit form', () => {
  it('loads the questions with their expected answers and saves a change', async () => {
    const { user, container } = renderApp({ route: '/items/item-17', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Edit Item' }));
    const question = await within(editor()).findByRole('textbox', { name: 'Question 1' });
    expect(question).toHaveValue('What is in the inside pocket?');
    const expected = within(editor()).getByRole('textbox', { name: 'Expected answer 1 (private)' });
    expect(expected).toHaveValue('A concert ticket');
    expect(await axeViolations(container)).toEqual([]);
    await user.clear(expected);
    await user.type(expected, 'A ticket for the jazz night');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(world.questions['item-17']).toEqual([
        {
          question: 'What is in the inside pocket?',
          expectedAnswer: 'A ticket for the jazz night',
        },
      ]),
    );
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save Changes' })).not.toBeInTheDocument(),
    );
    expect(sent).toHaveLength(1);
  });

  it('adds questions to an item that had none', async () => {
    const { user } = renderApp({ route: '/items/item-04', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Edit Item' }));
    const group = editor();
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: 'Add a question' })).toBeEnabled(),
    );
    await user.click(within(group).getByRole('button', { name: 'Add a question' }));
    await user.type(
      within(group).getByRole('textbox', { name: 'Question 1' }),
      'What colour is the lanyard?',
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(world.questions['item-04']).toEqual([{ question: 'What colour is the lanyard?' }]),
    );
    expect(await screen.findByText('What colour is the lanyard?')).toBeInTheDocument();
  });

  it('leaves the questions alone when only the item changed', async () => {
    const { user } = renderApp({ route: '/items/item-17', preloadedState: session });
    await user.click(await screen.findByRole('button', { name: 'Edit Item' }));
    await within(editor()).findByRole('textbox', { name: 'Question 1' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' (blue)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Item updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Denim Jacket (blue)' })).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
