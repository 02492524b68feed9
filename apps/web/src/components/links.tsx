import { Anchor, type AnchorProps, Button, type ButtonProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';

type ButtonAnchorProps = ButtonProps & Omit<ComponentPropsWithRef<'a'>, keyof ButtonProps>;

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

type AnchorAnchorProps = AnchorProps & Omit<ComponentPropsWithRef<'a'>, keyof AnchorProps>;

function AnchorAnchor(props: AnchorAnchorProps) {
  return <Anchor {...props} />;
}

/** A Mantine Button that navigates like a router Link (typed `to`, `search`, `params`). */
export const ButtonLink = createLink(ButtonAnchor);

/** A Mantine Anchor that navigates like a router Link. */
export const AnchorLink = createLink(AnchorAnchor);
