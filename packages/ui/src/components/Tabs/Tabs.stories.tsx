import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Tabs, type TabsRootProps } from './Tabs';
import { Text } from '../../primitives/Text';
import { Stack } from '../../primitives/Stack';

const meta = {
  title: 'Components/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'resumen', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Secciones del informe">
        <Tabs.Trigger value="resumen">Resumen</Tabs.Trigger>
        <Tabs.Trigger value="contenido">Contenido</Tabs.Trigger>
        <Tabs.Trigger value="pdf">PDFs Mejorados</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="resumen">
        <Text size="sm">Demanda de reclamación de cantidad contra Inversiones Turia, S.A.</Text>
      </Tabs.Content>
      <Tabs.Content value="contenido">
        <Text size="sm" font="serif">
          PRIMERO.- Que mi representada suscribió con la demandada un contrato de obra el 3 de marzo de 2024.
        </Text>
      </Tabs.Content>
      <Tabs.Content value="pdf">
        <Text size="sm">informe-42.pdf · 184,3 KB</Text>
      </Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Resumen' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Resumen');
  },
};

/**
 * Click selects; arrow keys move and select; Home/End jump; the panel follows. Ends on 'Contenido' with its
 * tab focused (Tabs has no prop for a tab's focus look; `Controlled` shows another tab selected).
 */
export const ClickAndArrowKeysSelect: Story = {
  tags: ['test-only'],
  play: async ({ canvas, args }) => {
    const resumen = canvas.getByRole('tab', { name: 'Resumen' });
    await expect(resumen).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveAccessibleName('Resumen');

    await userEvent.click(canvas.getByRole('tab', { name: 'Contenido' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('contenido');

    await userEvent.keyboard('{ArrowRight}');
    const pdf = canvas.getByRole('tab', { name: 'PDFs Mejorados' });
    await expect(pdf).toHaveFocus();
    await expect(pdf).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('pdf');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('informe-42.pdf');

    await userEvent.keyboard('{ArrowRight}');
    await expect(resumen).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('resumen');

    await userEvent.keyboard('{End}');
    await expect(pdf).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Contenido' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('contenido');
  },
};

export const Playground: Story = {};

function ControlledTabs(args: TabsRootProps) {
  const [value, setValue] = useState('contenido');
  return (
    <Stack gap="sm">
      <Tabs.Root
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange?.(next);
        }}
      >
        <Tabs.List aria-label="Vista">
          <Tabs.Trigger value="contenido">Editar</Tabs.Trigger>
          <Tabs.Trigger value="vista">Vista Previa</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="contenido">
          <Text size="sm">Editor de Contenido Legal</Text>
        </Tabs.Content>
        <Tabs.Content value="vista">
          <Text size="sm">Vista previa del informe</Text>
        </Tabs.Content>
      </Tabs.Root>
      <Text size="xs" tone="muted">{`Seleccionada: ${value}`}</Text>
    </Stack>
  );
}

/** The parent owns the selection. */
export const Controlled: Story = {
  render: ControlledTabs,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Editar' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('Seleccionada: contenido')).toBeInTheDocument();
  },
};

/** Clicking a tab updates the parent's selection. */
export const ControlledClickUpdatesValue: Story = {
  tags: ['test-only'],
  render: ControlledTabs,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Vista Previa' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('vista');
    await expect(canvas.getByText('Seleccionada: vista')).toBeInTheDocument();
  },
};

function TabsWithDisabledTab(args: TabsRootProps) {
  return (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Secciones">
        <Tabs.Trigger value="resumen">Resumen</Tabs.Trigger>
        <Tabs.Trigger value="historial" disabled>
          Historial
        </Tabs.Trigger>
        <Tabs.Trigger value="pdf">PDF</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="resumen">
        <Text size="sm">Resumen</Text>
      </Tabs.Content>
      <Tabs.Content value="historial">
        <Text size="sm">Historial</Text>
      </Tabs.Content>
      <Tabs.Content value="pdf">
        <Text size="sm">PDF</Text>
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** A tab can be disabled. */
export const WithDisabledTab: Story = {
  render: TabsWithDisabledTab,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Historial' })).toBeDisabled();
  },
};

/** A disabled tab is skipped by the arrow keys. Ends with the 'PDF' tab focused and selected. */
export const ArrowKeysSkipDisabledTab: Story = {
  tags: ['test-only'],
  render: TabsWithDisabledTab,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Resumen' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'PDF' })).toHaveFocus();
  },
};

/** Many tabs scroll sideways on a narrow screen. */
export const ManyTabs: Story = {
  render: (args) => {
    const names = ['Dashboard', 'Búsqueda', 'Casos', 'Documentos', 'Informes', 'Historial', 'Ajustes'];
    return (
      <div style={{ maxWidth: '22rem' }}>
        <Tabs.Root {...args} defaultValue="Dashboard">
          <Tabs.List aria-label="Secciones">
            {names.map((n) => (
              <Tabs.Trigger key={n} value={n}>
                {n}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {names.map((n) => (
            <Tabs.Content key={n} value={n}>
              <Text size="sm">{n}</Text>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    );
  },
};
