import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/server';
import { apiPath } from '../../../mocks/apiPath';
import { world } from '../../../mocks/world';
import { renderWithProviders, testUser } from '../../../test/renderWithProviders';
import IntakePage from './IntakePage';
import type { Place } from '../../../api/enhancedApi';

jest.setTimeout(60000);

const at = '2025-03-01T10:00:00.000Z';
const places: Place[] = [
  { _id: 'p-eb', name: 'Engineering Building', aliases: ['EB'], updatedAt: at },
  { _id: 'p-gym', name: 'Sports Hall', aliases: ['Gym'], updatedAt: at },
];

const kim = testUser({ id: 'u-keeper', name: 'Kim Keeper', role: 'keeper' });
const renderPage = () =>
  renderWithProviders(<IntakePage />, {
    route: '/office/intake',
    path: '/office/intake',
    preloadedState: { session: { token: 'mock-token-u-keeper', user: kim } },
  });

/** Answers intakes as the world does, keeping each form sent. */
const recordIntakes = () => {
  const sent: FormData[] = [];
  server.use(
    http.get(apiPath('/places'), () => HttpResponse.json({ places })),
    http.post(apiPath('/office/intake'), async ({ request }) => {
      sent.push(await request.clone().formData());
      return undefined;
    }),
  );
  return sent;
};

/** Puts `text` in a field as a paste (quicker than typing it). */
async function paste(
  user: ReturnType<typeof renderPage>['user'],
  field: HTMLElement,
  text: string,
) {
  await user.click(field);
  await user.paste(text);
}

/** The required fields but the place, pasted. */
async function fillIn(user: ReturnType<typeof renderPage>['user'], form: HTMLElement) {
  await paste(user, within(form).getByRole('textbox', { name: /^Title/ }), 'Red scarf');
  await paste(user, within(form).getByRole('textbox', { name: /^Description/ }), 'Wool');
  await user.click(within(form).getByRole('combobox', { name: /^Category/ }));
  await user.click(await screen.findByRole('option', { name: world.categories[0]!.name }));
}

describe('Office: the intake form’s place and ownership questions (docs/product.md#walk-in-intake)', () => {
  it('suggests the campus’s places for where it was found, by name or alias', async () => {
    const sent = recordIntakes();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    await fillIn(user, form);
    const place = within(form).getByRole('combobox', { name: /^Where it was found/ });
    expect(place).toBeRequired();
    await user.type(place, 'gym');
    const option = within(await screen.findByRole('listbox')).getByRole('option', {
      name: /Sports Hall/,
    });
    expect(option).toHaveTextContent('Also called Gym');
    await user.click(option);
    expect(place).toHaveValue('Sports Hall');
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(await screen.findByText(/is logged as LF-2026-/)).toBeInTheDocument();
    expect(sent[0]!.get('location')).toBe('Sports Hall');
    expect(sent[0]!.has('ownershipQuestions')).toBe(false);
  });

  it('says when the place is missing', async () => {
    recordIntakes();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    await fillIn(user, form);
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(within(form).getByText('Where it was found is required')).toBeInTheDocument();
  });

  it('takes up to three ownership questions and sends them with the item', async () => {
    const sent = recordIntakes();
    const { user } = renderPage();
    const form = await screen.findByRole('form', { name: 'Log a walk-in item' });
    await fillIn(user, form);
    await paste(user, within(form).getByRole('combobox', { name: /^Where it was found/ }), 'Bus');
    const questions = within(form).getByRole('group', { name: 'Ownership questions (optional)' });

    // An expected answer needs its question.
    await user.click(within(questions).getByRole('button', { name: 'Add a question' }));
    await paste(
      user,
      within(questions).getByRole('textbox', { name: 'Expected answer 1 (private)' }),
      'Red',
    );
    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(within(questions).getByText('Write the question, or remove it.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await paste(
      user,
      within(questions).getByRole('textbox', { name: 'Question 1' }),
      ' What colour is the tag? ',
    );
    await user.click(within(questions).getByRole('button', { name: 'Add a question' }));
    await paste(
      user,
      within(questions).getByRole('textbox', { name: 'Question 2' }),
      'What is sewn inside?',
    );
    await user.click(within(questions).getByRole('button', { name: 'Add a question' }));
    // The third is the last.
    expect(within(questions).queryByRole('button', { name: 'Add a question' })).toBeNull();
    await user.click(within(questions).getByRole('button', { name: 'Remove question 3' }));

    await user.click(within(form).getByRole('button', { name: 'Log item' }));
    expect(await screen.findByText(/is logged as LF-2026-/)).toBeInTheDocument();
    // One JSON part (openapi.yaml IntakeForm `encoding`).
    expect(JSON.parse(String(sent[0]!.get('ownershipQuestions')))).toEqual([
      { question: 'What colour is the tag?', expectedAnswer: 'Red' },
      { question: 'What is sewn inside?' },
    ]);
    const logged = world.items[0]!;
    expect(logged.questions).toEqual(['What colour is the tag?', 'What is sewn inside?']);

    // The next walk-in starts without them.
    await user.click(screen.getByRole('button', { name: 'Log another' }));
    const next = await screen.findByRole('group', { name: 'Ownership questions (optional)' });
    await waitFor(() =>
      expect(within(next).queryByRole('textbox', { name: 'Question 1' })).toBeNull(),
    );
  });
});
