import {
  Button,
  Card,
  Group,
  Modal,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PACKAGE_SIZES, type PackageSize } from '@/domain/entities';
import { calculatePostage, formatYen, PACKAGE_DIMENSIONS } from '@/domain/postage';

export interface PackageChoice {
  packageSize: PackageSize;
  packageWeight: number | null;
}

/**
 * Spec §2: three size cards with their dimensions, an optional weight in kg (step 0.1, minimum 0),
 * Cancel and Continue. The postage for the destination is shown as the size is chosen.
 */
export function PackageSizePicker({
  opened,
  onClose,
  onContinue,
  destination,
  initial,
}: {
  opened: boolean;
  onClose: () => void;
  onContinue: (choice: PackageChoice) => void;
  destination: string | null;
  initial?: PackageChoice;
}) {
  const { t } = useTranslation();
  const [size, setSize] = useState<PackageSize | null>(initial?.packageSize ?? null);
  const [weight, setWeight] = useState<string | number>(initial?.packageWeight ?? '');
  const weightValue = weight === '' ? null : Number(weight);
  const weightValid = weightValue === null || (Number.isFinite(weightValue) && weightValue >= 0);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('package.chooseSize')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('a11y.close') }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PACKAGE_SIZES.map((option) => (
            <UnstyledButton
              key={option}
              onClick={() => setSize(option)}
              aria-pressed={size === option}
            >
              <Card
                withBorder
                padding="md"
                style={{
                  borderColor: size === option ? 'var(--mantine-color-blue-6)' : undefined,
                  borderWidth: size === option ? 2 : 1,
                }}
              >
                <Stack gap={4} align="center">
                  <IconPackage size={28} aria-hidden />
                  <Text fw={600}>{t(`package.sizes.${option}`)}</Text>
                  <Text size="xs" c="dimmed">
                    {t('package.upTo', { dimensions: PACKAGE_DIMENSIONS[option] })}
                  </Text>
                  {destination && (
                    <Text size="sm">{formatYen(calculatePostage(option, destination))}</Text>
                  )}
                </Stack>
              </Card>
            </UnstyledButton>
          ))}
        </SimpleGrid>
        <NumberInput
          label={t('package.weight')}
          value={weight}
          onChange={setWeight}
          min={0}
          step={0.1}
          decimalScale={2}
          allowNegative={false}
          error={weightValid ? undefined : t('errors.invalidWeight')}
        />
        {!destination && (
          <Text size="sm" c="orange">
            {t('package.noDestination')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            disabled={!size || !weightValid}
            onClick={() => size && onContinue({ packageSize: size, packageWeight: weightValue })}
          >
            {t('common.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
