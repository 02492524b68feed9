import { AMENITY_PRESETS, addCustomAmenity } from '@huddle/domain';
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Fieldset,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';

type Props = {
  value: string[];
  onChange: (amenities: string[]) => void;
  /** The form's error for the whole list (e.g. too many). */
  error?: string | undefined;
};

const isPreset = (amenity: string) => (AMENITY_PRESETS as readonly string[]).includes(amenity);

/**
 * Spec §5 church edit: the preset amenities as checkboxes, and custom ones typed in (non-empty,
 * no duplicates: domain `addCustomAmenity`, which also gives a preset typed in other letters the
 * preset's spelling).
 */
export function AmenitiesField({ value, onChange, error }: Props) {
  const [custom, setCustom] = useState('');
  const [customError, setCustomError] = useState<string | null>(null);
  const customs = value.filter((amenity) => !isPreset(amenity));

  function add() {
    const result = addCustomAmenity(custom, value);
    setCustomError(result.error);
    if (result.error) return;
    onChange([...result.amenities]);
    setCustom('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // Enter adds the amenity rather than submitting the whole form.
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  }

  return (
    <Fieldset legend="Amenities" radius="lg">
      <Stack gap="md">
        <Checkbox.Group
          label="What your church offers"
          value={value.filter(isPreset)}
          onChange={(presets) => onChange([...presets.filter(isPreset), ...customs])}
          error={error}
        >
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
            {AMENITY_PRESETS.map((preset) => (
              <Checkbox key={preset} value={preset} label={preset} />
            ))}
          </SimpleGrid>
        </Checkbox.Group>

        <Group align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            label="Add your own"
            placeholder="e.g. Prayer Garden"
            value={custom}
            onChange={(event) => {
              setCustom(event.currentTarget.value);
              setCustomError(null);
            }}
            onKeyDown={onKeyDown}
            error={customError}
          />
          <Button
            variant="light"
            mt={25}
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={add}
          >
            Add
          </Button>
        </Group>

        {customs.length > 0 && (
          <Stack gap={6}>
            <Text size="sm" fw={500} id="custom-amenities">
              Your own amenities
            </Text>
            <Group gap="xs" role="list" aria-labelledby="custom-amenities">
              {customs.map((amenity) => (
                <Badge
                  key={amenity}
                  role="listitem"
                  size="lg"
                  variant="light"
                  color="gray"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      color="gray"
                      aria-label={`Remove ${amenity}`}
                      onClick={() => onChange(value.filter((a) => a !== amenity))}
                    >
                      <IconX size={12} aria-hidden />
                    </ActionIcon>
                  }
                >
                  {amenity}
                </Badge>
              ))}
            </Group>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
