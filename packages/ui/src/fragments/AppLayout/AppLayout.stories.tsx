import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Heading } from '../../primitives/Heading';
import { Stack } from '../../primitives/Stack';
import { Text } from '../../primitives/Text';
import { storyViewports } from '../../tokens/viewports';
import { LinkProvider } from '../../utils/link';
import { storyLink } from '../../utils/storyLink';
import { AppHeader } from '../AppHeader/AppHeader';
import { sampleEmail } from '../AppHeader/AppHeader.fixtures';
import { Sidebar } from '../Sidebar/Sidebar';
import { adminSidebarItems, userSidebarItems } from '../Sidebar/Sidebar.fixtures';
import { AppLayout } from './AppLayout';
import { placeholderPage } from './AppLayout.fixtures';

const onSignOut = fn();

type ShellProps = { isAdmin?: boolean; testingActive?: boolean; long?: boolean; drawerOpen?: boolean };

/** What the app composes: AppHeader + Sidebar in the layout, the drawer state held here. */
function Shell({ isAdmin = false, testingActive = false, long = false, drawerOpen = false }: ShellProps) {
  const [open, setOpen] = useState(drawerOpen);
  return (
    <LinkProvider linkComponent={storyLink}>
      <AppLayout
        mainId="contenido-app"
        header={
          <AppHeader
            email={sampleEmail}
            isAdmin={isAdmin}
            testingActive={testingActive}
            onSignOut={onSignOut}
            onAdmin={fn()}
            sidebarOpen={open}
            sidebarId="app-sidebar"
            onToggleSidebar={() => setOpen((current) => !current)}
          />
        }
        sidebar={
          <Sidebar
            id="app-sidebar"
            items={isAdmin ? adminSidebarItems : userSidebarItems}
            activePath="/reports"
            open={open}
            onClose={() => setOpen(false)}
          />
        }
      >
        <Stack gap="md">
          <Heading level={1}>{placeholderPage.title}</Heading>
          <Text tone="muted">{placeholderPage.description}</Text>
          {(long ? placeholderPage.paragraphs : placeholderPage.paragraphs.slice(0, 2)).map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      </AppLayout>
    </LinkProvider>
  );
}

const meta = {
  title: 'Fragments/Aplicación/AppLayout',
  // The story ids predate the grouping: they key the visual baselines and links.
  id: 'fragments-applayout',
  component: AppLayout,
  render: () => <Shell />,
  args: { header: null },
  argTypes: { header: { control: false }, sidebar: { control: false }, children: { control: false } },
  parameters: { layout: 'fullscreen', viewport: { options: storyViewports } },
} satisfies Meta<typeof AppLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Header, sidebar column and main; main is the skip link's target. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'contenido-app');
    // Main takes focus when the skip link is followed because of tabindex -1.
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/**
 * Test: the skip link appears on the first Tab and points at main. Shot: a focused skip link cannot be
 * rendered from args.
 */
export const TabShowsSkipLink: Story = {
  tags: ['test-only'],
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Saltar al contenido' });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#contenido-app');
    // Following the link would change the test iframe's URL; main takes focus because of tabindex -1.
    await expect(main).toHaveAttribute('tabindex', '-1');
  },
};

/** The bare layout with plain slots. */
export const Playground: Story = {
  render: (args) => <AppLayout {...args} />,
  args: {
    header: <header>Cabecera</header>,
    sidebar: <nav aria-label="Navegación principal">Navegación</nav>,
    children: <p>Contenido</p>,
    labels: {},
  },
};

/** The admin during a plan override, with a long page that scrolls under the header. */
export const AdminLongContent: Story = {
  render: () => <Shell isAdmin testingActive long />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Testing')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Sistema de Testing DEV' })).toBeVisible();
  },
};

/** Phone: no sidebar column; the menu button opens the drawer. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().left).toBe(0);
    await expect(canvas.getByRole('button', { name: 'Menú de navegación' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};

/** Phone with the drawer open over the page; focus is on the current section's link. */
export const NarrowDrawerOpen: Story = {
  render: () => <Shell drawerOpen />,
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú de navegación' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const nav = await canvas.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveFocus());
  },
};

/** Test: the menu button opens the drawer (focus moves into it) and Escape closes it (focus returns). */
// skip-visual: the end state is the 'Narrow' showcase with the menu button focused.
export const MenuOpensDrawerEscapeCloses: Story = {
  tags: ['test-only', 'skip-visual'],
  globals: { viewport: { value: 'narrow', isRotated: false } },
  play: async ({ canvas }) => {
    const menu = canvas.getByRole('button', { name: 'Menú de navegación' });
    await userEvent.click(menu);
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const nav = await canvas.findByRole('navigation', { name: 'Navegación principal' });
    await waitFor(() => expect(within(nav).getByRole('link', { name: 'Informes' })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(menu).toHaveFocus());
  },
};
