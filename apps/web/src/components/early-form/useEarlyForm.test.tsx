import { act, fireEvent, render, screen } from '@testing-library/react';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Checkbox, MantineProvider, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../state/theme';
import { COMPONENT_TEST_TIMEOUT_MS } from '../../test-support';
import { EARLY_FORM_ATTRIBUTE } from './early-forms';
import { holdEarlySubmits } from './hold-early-submits';
import { useEarlyForm } from './useEarlyForm';

type Values = { email: string; remember: boolean };

function SignInForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const form = useForm<Values>({ initialValues: { email: '', remember: false } });
  const earlyForm = useEarlyForm('sign-in', form);
  return (
    <form {...earlyForm} onSubmit={form.onSubmit((values) => onSubmit(values))} noValidate>
      <TextInput label="Email" {...form.getInputProps('email')} />
      <Checkbox label="Remember me" {...form.getInputProps('remember', { type: 'checkbox' })} />
      <button type="submit">Sign in</button>
    </form>
  );
}

const page = (onSubmit: (values: Values) => void = () => undefined) => (
  <MantineProvider theme={theme} env="test">
    <SignInForm onSubmit={onSubmit} />
  </MantineProvider>
);

/** The page as its prerendered HTML, with the first-screen script's hold in place and no app yet. */
function pageAsHtml() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(page());
  holdEarlySubmits(EARLY_FORM_ATTRIBUTE);
  return container;
}

/** As a password manager fills the form: values set, input events, no keystroke. */
function fill(container: HTMLElement) {
  const email = container.querySelector<HTMLInputElement>('input[data-path="email"]')!;
  email.value = 'ada@example.com';
  email.dispatchEvent(new Event('input', { bubbles: true }));
  container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked = true;
  return email;
}

afterEach(() => {
  delete window.arcanaEarlyForms;
  document.body.innerHTML = '';
});

describe('useEarlyForm', { timeout: COMPONENT_TEST_TIMEOUT_MS }, () => {
  it('takes over what was typed into the HTML and submits it once, however often Enter was pressed', () => {
    const container = pageAsHtml();
    const email = fill(container);
    for (let press = 0; press < 3; press++) fireEvent.keyDown(email, { key: 'Enter' });
    const submit = vi.fn();

    render(page(submit), { container, hydrate: true });

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', remember: true });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('submits once an Enter that makes the app finish taking the page over: the browser’s own submit does not follow', async () => {
    const container = pageAsHtml();
    const email = fill(container);
    const submit = vi.fn();
    // As main.tsx takes a page over: in a transition, which the keystroke then makes React finish at once.
    let root!: Root;
    startTransition(() => void (root = hydrateRoot(container, page(submit))));

    const browserSubmits = fireEvent.keyDown(email, { key: 'Enter' });
    if (browserSubmits) email.form!.requestSubmit();

    expect(submit).toHaveBeenCalledTimes(1);
    await act(async () => root.unmount());
  });

  it('keeps what was typed without a submit, in the state a later render draws from', () => {
    const container = pageAsHtml();
    fill(container);
    const submit = vi.fn();

    render(page(submit), { container, hydrate: true });
    fireEvent.click(screen.getByLabelText('Remember me'));

    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', remember: false });
  });

  it('fills the form the app renders afresh over the HTML from the HTML’s, and submits it once', () => {
    const container = pageAsHtml();
    fireEvent.submit(fill(container).form!);
    const submit = vi.fn();

    render(page(submit), { container });

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit).toHaveBeenCalledWith({ email: 'ada@example.com', remember: true });
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('takes what the HTML held once: the same form rendered again later starts empty and submits nothing', () => {
    const container = pageAsHtml();
    fireEvent.submit(fill(container).form!);
    render(page(), { container });
    const submit = vi.fn();

    const { unmount } = render(page(submit));
    expect(screen.getAllByLabelText('Email')[1]).toHaveValue('');
    unmount();
    expect(submit).not.toHaveBeenCalled();
  });

  it('does not count an Enter that ends a composition (an input method choosing characters)', () => {
    const container = pageAsHtml();
    fireEvent.keyDown(fill(container), { key: 'Enter', isComposing: true });
    const submit = vi.fn();

    render(page(submit), { container, hydrate: true });

    expect(submit).not.toHaveBeenCalled();
  });
});
