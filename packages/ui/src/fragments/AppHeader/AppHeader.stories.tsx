import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { AppHeader } from './AppHeader';
import { longEmail, sampleEmail } from './AppHeader.fixtures';

const meta = {
  title: 'Fragments/Aplicación/AppHeader',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-appheader',
  component: AppHeader,
  args: {
    email: sampleEmail,
    onSignOut: fn(),
    onAdmin: fn(),
    onToggleSidebar: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof AppHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A regular user: greeting and 'Cerrar sesión'; no 'Admin', no 'Testing'. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-slot', 'app-header');
    await expect(canvas.getByText(`Hola, ${sampleEmail}`)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Alegato — Inicio' })).toHaveAttribute('href', '/');
    await expect(canvas.queryByRole('button', { name: 'Admin' })).not.toBeInTheDocument();
    await expect(canvas.queryByText('Testing')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
  },
};

/** Test: 'Cerrar sesión' calls `onSignOut`. */
// skip-visual: the end state is the 'Default' showcase with 'Cerrar sesión' focused.
export const SignOutReports: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onSignOut).toHaveBeenCalledTimes(1);
  },
};

/** Controls for every prop. */
export const Playground: Story = {
  args: { testingActive: true, isAdmin: true, productName: 'Alegato', labels: {} },
  argTypes: { labels: { control: 'object' } },
};

/** The admin during a plan override: orange 'Testing' badge and 'Admin' button. */
export const AdminTesting: Story = {
  args: { isAdmin: true, testingActive: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Testing').closest('[data-slot="app-header-testing"]')).toHaveAttribute(
      'data-tone',
      'orange',
    );
    await expect(canvas.getByRole('button', { name: 'Admin' })).toBeVisible();
  },
};

/** Test: 'Admin' calls `onAdmin`. */
// skip-visual: the end state is the 'AdminTesting' showcase with 'Admin' focused.
export const AdminReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { isAdmin: true, testingActive: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Admin' }));
    await expect(args.onAdmin).toHaveBeenCalledTimes(1);
  },
};

/** Signing out: spinner and 'Cerrando sesión…'. */
export const SigningOut: Story = {
  args: { signingOut: true },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Cerrando sesión…' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Test: while signing out, further presses are ignored. */
// skip-visual: the end state is the 'SigningOut' showcase with its button focused.
export const SigningOutIgnoresPresses: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { signingOut: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrando sesión…' }));
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

/** A custom greeting replaces 'Hola, {email}'. */
export const CustomGreeting: Story = {
  args: { greeting: 'Hola, Lucía' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hola, Lucía')).toBeVisible();
  },
};

/** A very long e-mail truncates; the buttons keep their place. */
export const LongContent: Story = {
  args: { email: longEmail, isAdmin: true, testingActive: true },
  play: async ({ canvas }) => {
    const signOut = canvas.getByRole('button', { name: 'Cerrar sesión' });
    await expect(signOut.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Phone: menu button (with `aria-expanded`), icon-only buttons, no greeting. */
export const Narrow: Story = {
  args: { isAdmin: true, testingActive: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú de navegación' });
    await expect(menu).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(`Hola, ${sampleEmail}`)).not.toBeVisible();
    const signOut = canvas.getByRole('button', { name: 'Cerrar sesión' });
    await expect(signOut.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** Test: on a phone the menu button calls `onToggleSidebar` (the owner opens the drawer). */
// skip-visual: the end state is the 'Narrow' showcase with the menu button focused.
export const NarrowMenuReports: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { isAdmin: true, testingActive: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Menú de navegación' }));
    await expect(args.onToggleSidebar).toHaveBeenCalledTimes(1);
  },
};

/** Phone with the drawer open: the menu button says so. */
export const NarrowSidebarOpen: Story = {
  args: { sidebarOpen: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú de navegación' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};
