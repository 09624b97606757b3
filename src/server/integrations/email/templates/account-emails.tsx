import { defineEmail } from "./define-email";
import { Button, EmailLayout, Heading, Text } from "./parts";

export interface PasswordResetFacts {
  link: string;
  expiresInMinutes: number;
}

export const PASSWORD_RESET_SUBJECT = "Reset your Littlerobe password";

export const passwordResetEmail = defineEmail<PasswordResetFacts>({
  name: "password-reset",
  title: "Password reset",
  when: "To a member who asked to reset their password (the link works once).",
  subject: () => PASSWORD_RESET_SUBJECT,
  body: (facts, appUrl) => (
    <EmailLayout
      title={PASSWORD_RESET_SUBJECT}
      preview={`The link works once and expires in ${facts.expiresInMinutes} minutes.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because someone asked to reset the password of this address's Littlerobe account."
    >
      <Text>Hello,</Text>
      <Heading>Choose a new password</Heading>
      <Text>We received a request to reset the password of your Littlerobe account.</Text>
      <Button href={facts.link}>Choose a new password</Button>
      <Text>{`The link works once and expires in ${facts.expiresInMinutes} minutes.`}</Text>
      <Text muted>
        If you did not ask for this, you can ignore this e-mail: your password stays the same.
      </Text>
      <Text>Littlerobe</Text>
    </EmailLayout>
  ),
  sample: () => ({ link: "http://localhost:3000/?reset=sample-token", expiresInMinutes: 60 }),
});

export interface EmailChangeFacts {
  link: string;
  expiresInHours: number;
}

export const EMAIL_CHANGE_SUBJECT = "Confirm your new Littlerobe e-mail address";

export const emailChangeEmail = defineEmail<EmailChangeFacts>({
  name: "email-change",
  title: "E-mail address change",
  when: "To the new address when a member asks to change their e-mail address.",
  subject: () => EMAIL_CHANGE_SUBJECT,
  body: (facts, appUrl) => (
    <EmailLayout
      title={EMAIL_CHANGE_SUBJECT}
      preview={`Confirm it within ${facts.expiresInHours} hours.`}
      appUrl={appUrl}
      footer="You are receiving this e-mail because someone asked to use this address for a Littlerobe account."
    >
      <Text>Hello,</Text>
      <Heading>Confirm your new e-mail address</Heading>
      <Text>Someone asked to use this e-mail address for their Littlerobe account.</Text>
      <Button href={facts.link}>Confirm your new e-mail address</Button>
      <Text>{`If it was you, open the link within ${facts.expiresInHours} hours.`}</Text>
      <Text muted>
        Until you open the link, the account keeps its old e-mail address. If you did not ask for
        this, ignore this e-mail.
      </Text>
      <Text>Littlerobe</Text>
    </EmailLayout>
  ),
  sample: () => ({
    link: "http://localhost:3000/api/auth/verify-email?token=sample-token",
    expiresInHours: 24,
  }),
});
