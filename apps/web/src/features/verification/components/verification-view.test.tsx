import type { TClaimStatus, TLocale, TVerificationState } from '@exchanger/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, createFakeApi, type TFakeHandler } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { VerificationView } from './verification-view';

const ID = '02b04d0f-61f0-4216-9ef4-205f022a112a';
const PATH = `/api/v1/claim/${ID}/verification/`;
const DOC = (n: number, size = 1_258_291) => ({
  id: `8f1c9b9e-3f7e-4a57-9d7c-0b6e0c1b2a3${n}`,
  createdAt: `2026-11-22T03:4${n}:00.000Z`,
  size,
});

/** A claim on the fake server whose verification state the test can change. */
function verificationServer(initial: Partial<TVerificationState>, extra: Record<string, TFakeHandler> = {}) {
  const state: TVerificationState = { required: true, status: 'verification', documents: [], ...initial };
  const api = createFakeApi({
    [`GET ${PATH}`]: () => structuredClone(state),
    [`POST ${PATH}`]: () => {
      state.documents.push(DOC(state.documents.length + 1, 2048));
      return structuredClone(state);
    },
    ...extra,
  });
  api.install();
  const gets = () => api.calls.filter((call) => call.method === 'GET' && call.path === PATH).length;
  const posts = () => api.calls.filter((call) => call.method === 'POST' && call.path === PATH);
  return { api, state, gets, posts };
}

function renderVerification(locale: TLocale = 'ru') {
  return renderWithProviders(
    <VerificationView id={ID} claimHref={`${locale === 'en' ? '/en' : ''}/claim/${ID}`} />,
    { locale },
  );
}

const png = (name = 'card.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

let objectUrls = 0;
beforeEach(() => {
  objectUrls = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${++objectUrls}`);
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('VerificationView: states', () => {
  const CASES: {
    name: string;
    state: Partial<TVerificationState>;
    view: string;
    ru: RegExp;
    en: RegExp;
    upload: boolean;
  }[] = [
    {
      name: 'not required',
      state: { required: false, status: 'paid' },
      view: 'not-required',
      ru: /Верификация не требуется.*проверять карту не нужно/,
      en: /No verification needed.*does not need a card check/,
      upload: false,
    },
    {
      name: 'waiting for a photo',
      state: { status: 'verification' },
      view: 'waiting',
      ru: /Ждём фото карты.*подтвердите, что карта принадлежит вам/,
      en: /Waiting for a photo of your card.*confirm that the card is yours/,
      upload: true,
    },
    {
      name: 'photo received',
      state: { status: 'verification', documents: [DOC(1), DOC(2, 740)] },
      view: 'received',
      ru: /Фото получено — ждём оператора.*Оператор проверит фото/,
      en: /Photo received — waiting for an operator.*An operator will check the photo/,
      upload: true,
    },
    {
      name: 'approved',
      state: { status: 'paid', documents: [DOC(1)] },
      view: 'approved',
      ru: /Карта подтверждена.*Проверка пройдена/,
      en: /Card verified.*The check is passed/,
      upload: false,
    },
    {
      name: 'closed (cancelled)',
      state: { status: 'cancelled' },
      view: 'closed',
      ru: /Заявка закрыта.*Заявка отменена/,
      en: /The claim is closed.*The claim was cancelled/,
      upload: false,
    },
    {
      name: 'closed (expired)',
      state: { status: 'expired', documents: [DOC(1)] },
      view: 'closed',
      ru: /Заявка закрыта.*Время заявки истекло/,
      en: /The claim is closed.*The claim has expired/,
      upload: false,
    },
  ];

  it.each(CASES)('explains "$name" in Russian and in English', async ({ state, view, ru, en, upload }) => {
    verificationServer(state);
    const first = renderVerification('ru');
    const block = await screen.findByTestId('verify-state');
    expect(block.dataset.state).toBe(view);
    expect(block.textContent).toMatch(ru);
    expect(screen.getByTestId('verify-claim-link').getAttribute('href')).toBe(`/claim/${ID}`);
    expect(screen.getAllByText(ID).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('verify-file') !== null).toBe(upload);
    expect(screen.queryByTestId('verify-upload') !== null).toBe(upload);
    // What to photograph is shown only while a photo can be sent.
    expect(screen.queryByText(/Закройте полоской бумаги средние цифры/) !== null).toBe(upload);
    first.unmount();

    renderVerification('en');
    const english = await screen.findByTestId('verify-state');
    expect(english.dataset.state).toBe(view);
    expect(english.textContent).toMatch(en);
    expect(screen.getByTestId('verify-claim-link').getAttribute('href')).toBe(`/en/claim/${ID}`);
  });

  it('lists the uploaded photos with their time and size', async () => {
    verificationServer({ documents: [DOC(1), DOC(2, 740)] });
    renderVerification('ru');
    const list = await screen.findByTestId('verify-documents');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]!.textContent).toContain('Фото 1');
    expect(items[0]!.textContent).toContain('1,2\u00a0МБ');
    expect(items[0]!.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-22T03:41:00.000Z');
    expect(items[0]!.querySelector('time')?.textContent).toMatch(/2026/);
    expect(items[1]!.textContent).toContain('740\u00a0Б');
  });

  it('explains what to photograph: the card, covered digits, the date and the claim number, never the CVV', async () => {
    verificationServer({});
    renderVerification('ru');
    await screen.findByTestId('verify-state');
    const page = document.body.textContent;
    expect(page).toContain('первые 6 и последние 4 цифры');
    expect(page).toContain('сегодняшнюю дату и номер заявки');
    expect(page).toMatch(/CVV\/CVC — никогда его не присылайте/);
    expect(screen.getByRole('heading', { name: 'Так правильно' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Так не надо' })).toBeTruthy();
    const input = screen.getByTestId('verify-file');
    expect(input.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp');
    // No `capture`: phones then offer both the camera and the gallery.
    expect(input.hasAttribute('capture')).toBe(false);
  });

  it('refuses more files once 5 are uploaded', async () => {
    verificationServer({ documents: [1, 2, 3, 4, 5].map((n) => DOC(n)) });
    renderVerification('en');
    await screen.findByTestId('verify-documents');
    expect(screen.getByTestId<HTMLInputElement>('verify-file').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('verify-upload').disabled).toBe(true);
    expect(screen.getByText(/5 photos uploaded — that is the maximum/)).toBeTruthy();
  });

  it('shows the 404 page for a claim the API does not know', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    createFakeApi({}).install();
    renderVerification();
    expect((await screen.findByTestId('caught')).textContent).toContain('404');
  });

  it('offers to try again when the state cannot be loaded', async () => {
    verificationServer({}, { [`GET ${PATH}`]: () => apiError(503, 'unknown_error', 'Down') });
    renderVerification('ru');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Не удалось загрузить состояние проверки',
    );
  });
});

describe('VerificationView: upload', () => {
  const user = () => userEvent.setup({ applyAccept: false });

  it('refuses a file that is not an image without calling the server', async () => {
    const { posts } = verificationServer({});
    renderVerification('ru');
    const input = await screen.findByTestId('verify-file');
    await user().upload(input, new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' }));
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      'Этот файл не подходит: нужна фотография в формате JPEG, PNG или WebP.',
    );
    expect(screen.queryByTestId('verify-preview')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('verify-upload').disabled).toBe(true);
    await user().click(screen.getByTestId('verify-upload'));
    expect(posts()).toHaveLength(0);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a 6 MB photo without calling the server', async () => {
    const { posts } = verificationServer({});
    renderVerification('en');
    const input = await screen.findByTestId('verify-file');
    const big = new File([new Uint8Array(6 * 1024 * 1024)], 'big.jpg', { type: 'image/jpeg' });
    await user().upload(input, big);
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      'The file is 6\u00a0MB, and the limit is 5 MB. Make the photo smaller or take it again.',
    );
    expect(screen.queryByTestId('verify-preview')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('verify-upload').disabled).toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it.each(['ru', 'en'] as const)(
    'sends the photo as multipart field "photo" (%s), shows success and reloads the state',
    async (locale) => {
      const { posts, gets } = verificationServer({});
      renderVerification(locale);
      const input = await screen.findByTestId('verify-file');
      const photo = png();
      await user().upload(input, photo);

      const preview = await screen.findByTestId('verify-preview');
      expect(preview.getAttribute('src')).toBe('blob:preview-1');
      expect(URL.createObjectURL).toHaveBeenCalledWith(photo);
      expect(screen.queryByTestId('verify-error')).toBeNull();
      const getsBefore = gets();

      await user().click(screen.getByTestId('verify-upload'));

      const success = await screen.findByTestId('verify-success');
      expect(success.textContent).toBe(
        locale === 'en'
          ? 'Photo sent. An operator will check it; this page updates by itself.'
          : 'Фото отправлено. Оператор проверит его, страница обновится сама.',
      );
      expect(posts()).toHaveLength(1);
      const call = posts()[0]!;
      expect(call.locale).toBe(locale);
      expect(call.body).toBeInstanceOf(FormData);
      const sent = (call.body as FormData).get('photo');
      expect(sent).toBeInstanceOf(File);
      expect((sent as File).name).toBe('card.png');
      expect((sent as File).size).toBe(photo.size);

      // The answer is the new state, and the state is reloaded after the upload.
      await waitFor(() => expect(gets()).toBeGreaterThan(getsBefore));
      expect(screen.getByTestId('verify-state').dataset.state).toBe('received');
      expect(within(screen.getByTestId('verify-documents')).getAllByRole('listitem')).toHaveLength(1);
      // The chosen photo is cleared and its URL revoked; the success message stays.
      expect(screen.queryByTestId('verify-preview')).toBeNull();
      expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
      expect(screen.getByTestId('verify-success')).toBeTruthy();
    },
  );

  it('shows the server message of the field "photo" on a 400', async () => {
    const { posts } = verificationServer(
      {},
      {
        [`POST ${PATH}`]: () =>
          apiError(400, 'validation_error', 'Проверьте введённые данные.', {
            photo: ['Файл не похож на фотографию: нужен JPEG, PNG или WebP.'],
          }),
      },
    );
    renderVerification('ru');
    await user().upload(await screen.findByTestId('verify-file'), png('renamed.png'));
    await user().click(screen.getByTestId('verify-upload'));
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      'Файл не похож на фотографию: нужен JPEG, PNG или WebP.',
    );
    expect(posts()).toHaveLength(1);
    expect(screen.queryByTestId('verify-success')).toBeNull();
    // The photo stays chosen, so it can be replaced.
    expect(screen.getByTestId('verify-preview')).toBeTruthy();
  });

  it('shows the detail of a 409 and a clear message for a 413', async () => {
    let answer: Response = apiError(409, 'conflict', 'Загружено максимальное число файлов.');
    verificationServer({}, { [`POST ${PATH}`]: () => answer });
    renderVerification('ru');
    await user().upload(await screen.findByTestId('verify-file'), png());
    await user().click(screen.getByTestId('verify-upload'));
    expect((await screen.findByTestId('verify-error')).textContent).toBe(
      'Загружено максимальное число файлов.',
    );

    answer = new Response('<html>Request Entity Too Large</html>', { status: 413 });
    await user().click(screen.getByTestId('verify-upload'));
    await waitFor(() =>
      expect(screen.getByTestId('verify-error').textContent).toBe(
        'Файл больше 5 МБ. Уменьшите фото и попробуйте снова.',
      ),
    );
  });

  it('disables the button while sending', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    verificationServer(
      {},
      {
        [`POST ${PATH}`]: async () => {
          await gate;
          return { required: true, status: 'verification', documents: [DOC(1)] };
        },
      },
    );
    renderVerification('ru');
    await user().upload(await screen.findByTestId('verify-file'), png());
    await user().click(screen.getByTestId('verify-upload'));
    const button = screen.getByTestId<HTMLButtonElement>('verify-upload');
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(button.textContent).toBe('Отправляем фото…');
    expect(screen.getByTestId<HTMLInputElement>('verify-file').disabled).toBe(true);
    await act(async () => {
      release();
      await gate;
    });
    await screen.findByTestId('verify-success');
  });

  it('refuses a file the browser cannot show as an image, without calling the server', async () => {
    const { posts } = verificationServer({});
    renderVerification('ru');
    await user().upload(await screen.findByTestId('verify-file'), png('damaged.png'));
    fireEvent.error(await screen.findByTestId('verify-preview'));
    expect((await screen.findByTestId('verify-error')).textContent).toContain(
      'Не получается открыть этот файл как фотографию',
    );
    expect(screen.queryByTestId('verify-preview')).toBeNull();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByTestId<HTMLButtonElement>('verify-upload').disabled).toBe(true);
    expect(posts()).toHaveLength(0);
  });

  it('revokes the preview URL when another photo is chosen and on unmount', async () => {
    verificationServer({});
    const view = renderVerification('ru');
    const input = await screen.findByTestId('verify-file');
    await user().upload(input, png('one.png'));
    expect((await screen.findByTestId('verify-preview')).getAttribute('src')).toBe('blob:preview-1');
    await user().upload(input, png('two.png'));
    await waitFor(() =>
      expect(screen.getByTestId('verify-preview').getAttribute('src')).toBe('blob:preview-2'),
    );
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(URL.revokeObjectURL).not.toHaveBeenCalledWith('blob:preview-2');
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
  });
});

describe('VerificationView: polling', () => {
  it('polls every 10 s while in verification, shows "Card verified" on approval and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { state, gets } = verificationServer({ documents: [DOC(1)] });
    renderVerification('en');
    await screen.findByText('Photo received — waiting for an operator');
    expect(gets()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(gets()).toBe(2);

    state.status = 'paid';
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(gets()).toBe(3);
    const block = await screen.findByTestId('verify-state');
    await waitFor(() => expect(block.dataset.state).toBe('approved'));
    expect(block.textContent).toContain('Card verified');
    expect(screen.getByTestId('verify-claim-link').getAttribute('href')).toBe(`/en/claim/${ID}`);
    expect(screen.queryByTestId('verify-file')).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(gets()).toBe(3);
  });

  it.each<TClaimStatus>(['new', 'paid', 'cancelled'])('does not poll a claim in "%s"', async (status) => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { gets } = verificationServer({ status });
    renderVerification('ru');
    await screen.findByTestId('verify-state');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(gets()).toBe(1);
  });
});
