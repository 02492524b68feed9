import type { SharePlatform } from '@huddle/domain';
import {
  Button,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import {
  IconBrandFacebook,
  IconBrandWhatsapp,
  IconBrandX,
  IconDownload,
  IconMail,
  IconMessage,
  IconQrcode,
  IconShare,
  IconWorld,
} from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import { QrCode } from '../../components/qr-code';
import { qrDrawing, qrSvgFile } from '../../lib/qr';
import { CopyAction, LINK_COPIED } from './copy-action';
import {
  emailShareHref,
  type ShareContent,
  type SocialLink,
  shareMessage,
  socialShareLinks,
  websiteSnippet,
} from './share-kit';

type ShareKitsProps = {
  platforms: readonly SharePlatform[];
  content: ShareContent;
  eventId: number;
};

/**
 * What each ticked platform needs, ready to use (spec §2 sharing step): the website gets an HTML
 * snippet, social media the networks' own share pages, a digital bulletin a QR code and the link,
 * anywhere else a message to copy. 'All' shows all four.
 */
export function ShareKits({ platforms, content, eventId }: ShareKitsProps) {
  return (
    <Stack gap="md">
      {platforms.includes('website') && <WebsiteKit content={content} />}
      {platforms.includes('social') && <SocialKit content={content} />}
      {platforms.includes('digital') && <DigitalKit content={content} eventId={eventId} />}
      {platforms.includes('other') && <OtherKit content={content} />}
    </Stack>
  );
}

function WebsiteKit({ content }: { content: ShareContent }) {
  const snippet = websiteSnippet(content);
  return (
    <Kit icon={<IconWorld size={18} />} title="For your church website">
      <Text size="sm">
        Paste this into an HTML block on your events page. It links to the event, where visitors
        RSVP.
      </Text>
      <TextToCopy
        label="HTML snippet"
        value={snippet}
        monospace
        copyLabel="Copy HTML"
        copied={{ title: 'HTML copied!', message: 'Paste it into your website' }}
      >
        <CopyAction value={content.url} copied={LINK_COPIED}>
          Copy link
        </CopyAction>
      </TextToCopy>
    </Kit>
  );
}

const NETWORK_ICONS: Record<SocialLink['network'], ReactNode> = {
  Facebook: <IconBrandFacebook size={18} aria-hidden />,
  X: <IconBrandX size={18} aria-hidden />,
  WhatsApp: <IconBrandWhatsapp size={18} aria-hidden />,
};

function SocialKit({ content }: { content: ShareContent }) {
  return (
    <Kit icon={<IconShare size={18} />} title="Post it on social media">
      <Text size="sm">Each opens the network's own share page with the event filled in.</Text>
      <Group gap="sm">
        {socialShareLinks(content).map((link) => (
          <Button
            key={link.network}
            component="a"
            href={link.href}
            target="_blank"
            rel="noopener noreferrer"
            variant="default"
            leftSection={NETWORK_ICONS[link.network]}
          >
            Share on {link.network}
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </Button>
        ))}
      </Group>
      <Text size="sm">For Instagram and the rest, copy the words and link into your post.</Text>
      <div>
        <CopyAction
          value={shareMessage(content)}
          copied={{ title: 'Post text copied!', message: 'Paste it into your post' }}
        >
          Copy post text
        </CopyAction>
      </div>
    </Kit>
  );
}

function DigitalKit({ content, eventId }: { content: ShareContent; eventId: number }) {
  const drawing = useMemo(() => qrDrawing(content.url), [content.url]);
  const file = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvgFile(drawing))}`;
  return (
    <Kit icon={<IconQrcode size={18} />} title="For a digital bulletin or newsletter">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <QrCode value={content.url} drawing={drawing} label="QR code for the event page" />
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            People scan the code with their phone's camera to open the event and RSVP. Put the link
            beside it for readers on a screen.
          </Text>
          <Text size="sm" fw={600} style={{ wordBreak: 'break-all' }}>
            {content.url}
          </Text>
          <Button
            component="a"
            href={file}
            download={`huddle-event-${eventId}-qr.svg`}
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            Download QR code (SVG)
          </Button>
          <CopyAction value={content.url} copied={LINK_COPIED}>
            Copy link
          </CopyAction>
        </Stack>
      </SimpleGrid>
    </Kit>
  );
}

function OtherKit({ content }: { content: ShareContent }) {
  const message = shareMessage(content);
  return (
    <Kit icon={<IconMessage size={18} />} title="Anywhere else">
      <Text size="sm">Group chats, slides, text messages: the message with its link.</Text>
      <TextToCopy
        label="Message"
        value={message}
        copyLabel="Copy message"
        copied={{ title: 'Message copied!', message: 'Paste it wherever you share' }}
      >
        <Button
          component="a"
          href={emailShareHref(content)}
          variant="default"
          leftSection={<IconMail size={16} aria-hidden />}
        >
          Email it
        </Button>
      </TextToCopy>
    </Kit>
  );
}

function Kit({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Group gap="xs" wrap="nowrap">
          <ThemeIcon variant="light" size="md" aria-hidden="true">
            {icon}
          </ThemeIcon>
          <Title order={3} size="h4">
            {title}
          </Title>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

type TextToCopyProps = {
  label: string;
  value: string;
  monospace?: boolean;
  copyLabel: string;
  copied: { title: string; message: string };
  /** The kit's other actions, beside the copy button. */
  children: ReactNode;
};

/**
 * A kit's text with its copy button. The text can be copied by hand too: read-only, as tall as it
 * needs, and selected whole on focus.
 */
function TextToCopy({
  label,
  value,
  monospace = false,
  copyLabel,
  copied,
  children,
}: TextToCopyProps) {
  return (
    <>
      <Textarea
        label={label}
        value={value}
        readOnly
        autosize
        minRows={2}
        ff={monospace ? 'monospace' : undefined}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group gap="sm">
        <CopyAction value={value} copied={copied}>
          {copyLabel}
        </CopyAction>
        {children}
      </Group>
    </>
  );
}
