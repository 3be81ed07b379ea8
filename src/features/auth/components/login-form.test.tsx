import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import * as passwordReset from '@/firebase/password-reset';
import { renderWithProviders } from '@/testing/render';
import * as authActions from '../api/auth-actions';
import { LoginForm } from './login-form';

// Spied in beforeEach (the config restores every spy before each test): the form calls these.
const actions = {
  signIn: vi.fn<typeof authActions.signIn>(),
  sendPasswordReset: vi.fn<typeof passwordReset.sendPasswordReset>(),
};

function renderLogin(onSignedIn?: (destination: string) => void) {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginForm onSignedIn={onSignedIn} />} />
      <Route path="/sakura/found-items/register" element={<p>registration page</p>} />
      <Route path="/" element={<p>hotel selector</p>} />
    </Routes>,
    { route: '/login' },
  );
}

describe('LoginForm', () => {
  beforeEach(() => {
    actions.signIn.mockReset();
    actions.sendPasswordReset.mockReset();
    vi.spyOn(authActions, 'signIn').mockImplementation(actions.signIn);
    vi.spyOn(passwordReset, 'sendPasswordReset').mockImplementation(actions.sendPasswordReset);
  });

  it('sends a staff-only user of one hotel to found-item registration', async () => {
    actions.signIn.mockResolvedValue({
      ok: true,
      claims: { admin: false, staff: true, accessibleHotels: ['sakura'] },
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('registration page')).toBeInTheDocument();
    expect(actions.signIn).toHaveBeenCalledWith('staff@example.com', 'secret1');
  });

  it('says where a sign-in leads before going there (its data can be asked for at once)', async () => {
    actions.signIn.mockResolvedValue({
      ok: true,
      claims: { admin: false, staff: true, accessibleHotels: ['sakura'] },
    });
    const shownWhenTold: boolean[] = [];
    const onSignedIn = vi.fn((destination: string) => {
      shownWhenTold.push(screen.queryByText('registration page') !== null);
      return destination;
    });
    renderLogin(onSignedIn);
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'secret1');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('registration page')).toBeInTheDocument();
    expect(onSignedIn).toHaveBeenCalledExactlyOnceWith('/sakura/found-items/register');
    expect(shownWhenTold).toEqual([false]);
  });

  it('does not say a destination when the sign-in fails', async () => {
    actions.signIn.mockResolvedValue({ ok: false, code: 'auth/invalid-credential', message: 'x' });
    const onSignedIn = vi.fn();
    renderLogin(onSignedIn);
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await screen.findByRole('alert');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows a failed login in red with its reason and keeps the email', async () => {
    actions.signIn.mockResolvedValue({ ok: false, code: 'auth/invalid-credential', message: 'x' });
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    await userEvent.type(screen.getByLabelText(/Password/), 'wrong-password');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to log in: the email or password is incorrect.');
    expect(screen.getByLabelText(/Email/)).toHaveValue('staff@example.com');
  });

  it('sends the reset email to the entered address and confirms it', async () => {
    actions.sendPasswordReset.mockResolvedValue(undefined);
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset email sent! Check your inbox.',
    );
    expect(actions.sendPasswordReset).toHaveBeenCalledWith('staff@example.com');
  });

  it('refuses a blank password without asking the identity provider (spec §5)', async () => {
    renderLogin();
    await userEvent.type(screen.getByLabelText(/Email/), 'staff@example.com');
    // The browser's own `required` check stops this first; the form checks again (spec §5).
    const form = screen.getByRole('button', { name: 'Log in' }).closest('form');
    if (!form) throw new Error('The login form is missing');
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('Email and password are required.');
    expect(actions.signIn).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/user-not-found', 'No account found with this email address.'],
    ['auth/too-many-requests', 'Too many requests. Please wait a while before trying again.'],
    ['auth/network-request-failed', 'Network error. Please check your connection and try again.'],
    // Auth's own English is not shown: a reader of any language gets the same words.
    ['auth/internal-error', 'Failed to send password reset email: An unexpected error occurred'],
  ])('explains the reset failure %s', async (code, text) => {
    actions.sendPasswordReset.mockRejectedValue(Object.assign(new Error('boom'), { code }));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    await userEvent.type(screen.getByLabelText(/Email/), 'someone@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });
});
