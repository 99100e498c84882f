import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/Button';
import { storyViewports } from '../../tokens/viewports';
import { LinkProvider } from '../../utils/link';
import { storyLink } from '../../utils/storyLink';
import { Sidebar, type SidebarProps } from './Sidebar';
import { adminSidebarItems, plainSidebarItems, userSidebarItems } from './Sidebar.fixtures';

/** A menu button and the drawer's open state, as the app holds them. */
function WithMenuButton(args: SidebarProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button aria-expanded={open} aria-controls="sidebar" onClick={() => setOpen(true)}>
        Abrir menú
      </Button>
      <Sidebar
        {...args}
        id="sidebar"
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Fragments/Aplicación/Sidebar',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-sidebar',
  component: Sidebar,
  args: {
    items: userSidebarItems,
    activePath: '/reports',
    open: false,
    onClose: fn(),
  },
  decorators: [
    (Story) => (
      <LinkProvider linkComponent={storyLink}>
        <Story />
      </LinkProvider>
    ),
  ],
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof Sidebar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The column (tablet and up): 'Navegación principal', the active entry marked, the MCP badge. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Navegación principal' });
    const links = within(nav).getAllByRole('link');
    await expect(links).toHaveLength(userSidebarItems.length);
    await expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Casos' })).not.toHaveAttribute('aria-current');
    await expect(within(nav).getByRole('link', { name: 'IA Supervisor MCP' })).toHaveAttribute(
      'href',
      '/iasupervisor',
    );
  },
};

/** Controls for every prop. */
export const Playground: Story = { args: { items: adminSidebarItems, labels: {} } };

/** The admin's entries, with 'Sistema de Testing' (DEV); a nested path marks its section. */
export const Admin: Story = {
  args: { items: adminSidebarItems, activePath: '/admin/memberships' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Administración' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Sistema de Testing DEV' })).toBeVisible();
  },
};

/** Entries without icons; a long label wraps. */
export const LongContent: Story = {
  args: { items: plainSidebarItems, activePath: '/dashboard' },
};

/** Phone, closed: the drawer is hidden and out of the tab order. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

/**
 * Phone: the menu opens the drawer, focus moves to the active entry; Escape closes and returns focus. A
 * test: 'Narrow' and 'NarrowOpen' show the drawer closed and open.
 */
export const NarrowDrawer: Story = {
  tags: ['test-only'],
  render: (args) => <WithMenuButton {...args} />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas, args }) => {
    const menu = canvas.getByRole('button', { name: 'Abrir menú' });
    await userEvent.click(menu);
    const nav = await canvas.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(menu).toHaveFocus());

    await userEvent.click(menu);
    await userEvent.click(await canvas.findByRole('button', { name: 'Cerrar menú' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);

    await userEvent.click(menu);
    await userEvent.click(await canvas.findByRole('link', { name: 'Casos' }));
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Phone with the drawer open over the page. */
export const NarrowOpen: Story = {
  args: { open: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  },
};

// skip-visual: the end state is the 'NarrowOpen' showcase (the backdrop only reports to `onClose`).
/** Phone, drawer open: a click on the backdrop asks to close. */
export const BackdropAsksToClose: Story = {
  tags: ['test-only', 'skip-visual'],
  args: { open: true },
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ args, canvasElement }) => {
    const backdrop = canvasElement.querySelector<HTMLElement>('[data-slot="sidebar-backdrop"]');
    await userEvent.click(backdrop!);
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};
