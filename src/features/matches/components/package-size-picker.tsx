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
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '@/components/forms/use-schema-form';
import { PACKAGE_SIZES, type Match } from '@/domain/entities';
import { calculatePostage, formatYen, PACKAGE_DIMENSIONS } from '@/domain/postage';
import {
  checkPackageForm,
  packageDestination,
  packageFormInput,
  type PackageChoice,
} from '@/domain/schemas/package-choice';
import { useDynamicT } from '@/i18n/use-dynamic-t';

/**
 * Spec §2: three size cards with their dimensions, an optional weight in kg (step 0.1, minimum 0),
 * Cancel and Continue. The postage for the destination is shown as the size is chosen. Opens on
 * the match's saved package; the domain schema checks the values as they change (spec §5).
 */
export function PackageSizePicker({
  match,
  onClose,
  onContinue,
}: {
  match: Match;
  onClose: () => void;
  onContinue: (choice: PackageChoice) => void;
}) {
  const { t } = useTranslation();
  const dt = useDynamicT();
  const { form } = useSchemaForm(packageFormInput(match), false);
  const values = form.getValues();
  const { choice, errors } = checkPackageForm(values);
  const destination = packageDestination(match);

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('package.chooseSize')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('a11y.close') }}
    >
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {PACKAGE_SIZES.map((option) => {
            const chosen = values.packageSize === option;
            return (
              <UnstyledButton
                key={option}
                onClick={() => form.setFieldValue('packageSize', option)}
                aria-pressed={chosen}
              >
                <Card
                  withBorder
                  padding="md"
                  style={{
                    borderColor: chosen ? 'var(--mantine-color-blue-6)' : undefined,
                    borderWidth: chosen ? 2 : 1,
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
            );
          })}
        </SimpleGrid>
        <NumberInput
          label={t('package.weight')}
          value={values.weight}
          // The form keeps the weight as typed (form values are strings); the schema parses it.
          onChange={(weight) => form.setFieldValue('weight', String(weight))}
          min={0}
          step={0.1}
          decimalScale={2}
          allowNegative={false}
          error={errors.weight && dt(`errors.${errors.weight}`)}
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
          <Button disabled={!choice} onClick={() => choice && onContinue(choice)}>
            {t('common.continue')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
