import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyViewports } from '../../tokens/viewports';
import { UpgradeDialog, upgradeDialogKinds } from './UpgradeDialog';

const LIMIT =
  'Has usado los 5 análisis de este mes incluidos en tu plan Estudiante. El plan Individual incluye 50 análisis al mes.';
const FORBIDDEN =
  'Tu plan Estudiante no incluye exportación a PDF. Está disponible desde el plan Individual.';

const meta = {
  title: 'Fragments/Cuenta y planes/UpgradeDialog',
  id: 'fragments-upgradedialog',
  component: UpgradeDialog,
  args: { open: true, kind: 'limit', message: LIMIT, onUpgrade: fn(), onClose: fn() },
  argTypes: { kind: { control: 'inline-radio', options: upgradeDialogKinds } },
  parameters: { viewport: { options: storyViewports } },
} satisfies Meta<typeof UpgradeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The month's analyses are used up (402): the server's message names the plan with more. */
export const MonthlyLimit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Has agotado los análisis de este mes');
    await expect(dialog).toHaveTextContent(LIMIT);
    await expect(within(dialog).getByRole('button', { name: 'Ver planes' })).toBeInTheDocument();
  },
};

/** A capability the plan lacks (403): PDF export on estudiante. */
export const NotInPlan: Story = {
  args: { kind: 'forbidden', message: FORBIDDEN },
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await expect(dialog).toHaveAccessibleName('Tu plan no incluye esta función');
    await expect(dialog).toHaveTextContent('exportación a PDF');
  },
};

/** 'Ver planes' calls onUpgrade; 'Ahora no' calls onClose. */
export const Actions: Story = {
  tags: ['test-only', 'skip-visual'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: 'Ver planes' }));
    await expect(args.onUpgrade).toHaveBeenCalledOnce();
    await userEvent.click(body.getByRole('button', { name: 'Ahora no' }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};
