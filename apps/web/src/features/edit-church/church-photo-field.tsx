import { churchEditFormSchema } from '@huddle/domain';
import { AspectRatio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { FallbackImage } from '../../components/fallback-image';
import { ImageUrlField } from '../../components/form-fields';
import { churchFacadeSrc } from '../churches/church-card';
import { type Church, type ChurchEditForm, keptValues } from './edit-church-values';

/** Typing settles before the preview asks the web for a picture, not one request a keystroke. */
const SETTLE_MS = 400;

const photoUrl = churchEditFormSchema.shape.imageUrl;

/**
 * What the church's card and page will show once saved: the photo typed, when it is a web address;
 * left blank, a picture the form keeps (`keptValues`) or the app's own facade. A photo that does
 * not load falls back to the facade, as on the church's card and page.
 */
export function photoAfterSave(church: Church, typed: string): string {
  const facade = churchFacadeSrc(church);
  if (!typed.trim()) return keptValues(church).imageUrl ?? facade;
  const parsed = photoUrl.safeParse(typed);
  return parsed.success && parsed.data ? parsed.data : facade;
}

/** The photo's web address, beside a preview of what visitors will see. */
export function ChurchPhotoField({ form, church }: { form: ChurchEditForm; church: Church }) {
  const [typed] = useDebouncedValue(form.values.imageUrl ?? '', SETTLE_MS);
  const kept = keptValues(church).imageUrl !== undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <ImageUrlField
        form={form}
        path="imageUrl"
        label="Photo URL"
        type="url"
        description={
          kept
            ? 'A picture of your church on the web. Left blank, your current picture stays.'
            : 'A picture of your church on the web. Left blank, a drawing of a church shows.'
        }
      />
      <Stack gap={4}>
        <Text size="sm" fw={500} aria-hidden>
          Preview
        </Text>
        <AspectRatio ratio={16 / 9} maw={320}>
          <FallbackImage
            src={photoAfterSave(church, typed)}
            fallbackSrc={churchFacadeSrc(church)}
            alt="Your church's photo as visitors will see it"
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              backgroundColor: 'var(--mantine-color-gray-1)',
              objectFit: 'cover',
            }}
          />
        </AspectRatio>
      </Stack>
    </SimpleGrid>
  );
}
