import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExportType } from '@/domain/callables';
import { currentStaffLanguage } from '@/i18n/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { downloadExport } from '../api/export';

type ExportState =
  | { kind: 'idle' }
  | { kind: 'exporting' }
  | { kind: 'success' }
  | { kind: 'empty' }
  | { kind: 'failed'; message: string };

/** Spec §8: Exporting...; success and empty messages clear after 2 s, a failure after 2.5 s. */
export const EXPORT_MESSAGE_MS = 2000;
export const EXPORT_FAILURE_MS = 2500;

export function ExportButton({
  hotelId,
  type,
  count,
  label,
}: {
  hotelId: string;
  type: ExportType;
  /** Rows the export would hold, when known: 0 disables the button. */
  count?: number;
  label: string;
}) {
  const { t } = useTranslation();
  const [state, setState] = useState<ExportState>({ kind: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const settle = (next: ExportState, ms: number) => {
    setState(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setState({ kind: 'idle' }), ms);
  };

  async function run() {
    setState({ kind: 'exporting' });
    try {
      const downloaded = await downloadExport(hotelId, type, currentStaffLanguage());
      settle(downloaded ? { kind: 'success' } : { kind: 'empty' }, EXPORT_MESSAGE_MS);
    } catch (error) {
      settle({ kind: 'failed', message: serverErrorMessage(error) }, EXPORT_FAILURE_MS);
    }
  }

  const typeLabel = t(`dashboard.exportTypes.${type}`);
  const message =
    state.kind === 'exporting'
      ? t('dashboard.exporting')
      : state.kind === 'success'
        ? t('dashboard.exportSuccess')
        : state.kind === 'empty'
          ? t('dashboard.exportEmpty', { type: typeLabel })
          : state.kind === 'failed'
            ? t('dashboard.exportFailed', { type: typeLabel, message: state.message })
            : null;

  return (
    <Group gap="xs" wrap="nowrap">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconDownload size={14} />}
        onClick={() => void run()}
        disabled={count === 0 || state.kind === 'exporting'}
      >
        {label}
      </Button>
      {message && (
        <Text
          size="xs"
          c={state.kind === 'failed' ? 'red' : state.kind === 'success' ? 'green' : 'dimmed'}
          role="status"
        >
          {message}
        </Text>
      )}
    </Group>
  );
}
