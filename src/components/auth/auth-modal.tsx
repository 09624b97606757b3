"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfiguredForm, type SubmitResult } from "@/components/forms/configured-form";
import { Modal } from "@/components/modal/modal";
import { EMAIL_SUBSCRIBED_LABEL, subscribeToList } from "@/components/newsletter/subscribe-request";
import type { ModalState } from "@/components/shop-state/modal-state";
import { useShop } from "@/components/shop-state/shop-provider";
import { FORM_ERROR_KEY } from "@/domain/forms/form-texts";
import { authClient, authErrorMessage } from "./auth-client";

const PRODUCT_NAME = "Littlerobe";
export const AUTH_TEXTS = {
  loginTitle: "Log in",
  loginText: "Welcome back. Enter your password to continue.",
  forgot: "Forgot your password?",
  newTo: `New to ${PRODUCT_NAME}?`,
  createAccount: "Create an account",
  registerTitle: "Register",
  registerText: `Register for an ${PRODUCT_NAME} account, please enter your email and choose a password below`,
  pausedText:
    "We're not taking new members just now. Join the waitlist and we'll let you know as soon as a place opens.",
  resetTitle: "Reset your password",
  resetText:
    "Enter your email below and details of how to reset your password will be sent to you.",
  resetSent: "Password reset email sent",
  newPasswordTitle: "Choose a new password",
  newPasswordText: "Enter your new password twice below.",
  newPasswordDone: "Your password has been changed. Please log in with your new password.",
  promptTitle: "Log in to save favourites",
  promptText: "Log in or create an account to keep your favourite pieces in one place.",
} as const;

const failure = (error: Parameters<typeof authErrorMessage>[0]): SubmitResult => ({
  errors: { [FORM_ERROR_KEY]: authErrorMessage(error) },
});

function LinkButton({ onClick, children }: { onClick(): void; children: string }) {
  return (
    <button type="button" className="link-button" onClick={onClick}>
      {children}
    </button>
  );
}

interface Props {
  onClose(): void;
}

function useSignedIn(onClose: () => void) {
  const router = useRouter();
  const { refreshSession } = useShop();
  // Signed in: the modal closes, the header asks who is browsing, and a personal page (the
  // account) is rendered again for the member.
  return () => {
    onClose();
    void refreshSession();
    router.refresh();
  };
}

function LoginModal({ onClose }: Props) {
  const { openModal } = useShop();
  const signedIn = useSignedIn(onClose);
  return (
    <Modal title={AUTH_TEXTS.loginTitle} onClose={onClose}>
      <p>{AUTH_TEXTS.loginText}</p>
      <ConfiguredForm
        name="LOGIN"
        submitLabel="Continue"
        onSubmit={async ({ email, password }) => {
          const { error } = await authClient.signIn.email({ email, password });
          if (error) return failure(error);
          signedIn();
        }}
      />
      <p>
        <LinkButton onClick={() => openModal({ kind: "reset-password" })}>
          {AUTH_TEXTS.forgot}
        </LinkButton>
      </p>
      <p>
        {AUTH_TEXTS.newTo}{" "}
        <LinkButton onClick={() => openModal({ kind: "register" })}>
          {AUTH_TEXTS.createAccount}
        </LinkButton>
      </p>
    </Modal>
  );
}

/** While new members are paused, Register offers the waitlist instead (spec 4.3). */
function WaitlistInsteadModal({ onClose }: Props) {
  const [joined, setJoined] = useState(false);
  return (
    <Modal title={AUTH_TEXTS.registerTitle} onClose={onClose}>
      <p>{AUTH_TEXTS.pausedText}</p>
      <ConfiguredForm
        name="WAITLIST"
        submitLabel="Join the waitlist"
        doneLabel={joined ? EMAIL_SUBSCRIBED_LABEL : undefined}
        onSubmit={async (values) => {
          const result = await subscribeToList("WAITLIST", values);
          if (!result) setJoined(true);
          return result;
        }}
      />
    </Modal>
  );
}

function RegisterModal({ onClose }: Props) {
  const signedIn = useSignedIn(onClose);
  const { pauseNewMembers } = useShop();
  if (pauseNewMembers) return <WaitlistInsteadModal onClose={onClose} />;
  return (
    <Modal title={AUTH_TEXTS.registerTitle} onClose={onClose}>
      <p>{AUTH_TEXTS.registerText}</p>
      <ConfiguredForm
        name="SIGNUP"
        submitLabel="Continue"
        onSubmit={async ({ email, password }) => {
          // The server inserts the users row and subscribes the e-mail to NEWSLETTER.
          const { error } = await authClient.signUp.email({ email, password, name: "" });
          if (error) return failure(error);
          signedIn();
        }}
      />
    </Modal>
  );
}

function ResetPasswordModal({ onClose }: Props) {
  const { openModal } = useShop();
  const [sent, setSent] = useState(false);
  return (
    <Modal title={AUTH_TEXTS.resetTitle} onClose={onClose}>
      <p>{AUTH_TEXTS.resetText}</p>
      <ConfiguredForm
        name="RESETPASSWORD"
        submitLabel="Continue"
        doneLabel={sent ? AUTH_TEXTS.resetSent : undefined}
        onSubmit={async ({ email }) => {
          const { error } = await authClient.requestPasswordReset({ email, redirectTo: "/" });
          if (error) return failure(error);
          setSent(true);
        }}
      />
      <p>
        <LinkButton onClick={() => openModal({ kind: "login" })}>Back</LinkButton>
      </p>
    </Modal>
  );
}

function NewPasswordModal({ onClose, token }: Props & { token: string }) {
  const { openModal } = useShop();
  const [changed, setChanged] = useState(false);
  return (
    <Modal title={AUTH_TEXTS.newPasswordTitle} onClose={onClose}>
      {changed ? (
        <>
          <p role="status">{AUTH_TEXTS.newPasswordDone}</p>
          <button type="button" className="button" onClick={() => openModal({ kind: "login" })}>
            Log in
          </button>
        </>
      ) : (
        <>
          <p>{AUTH_TEXTS.newPasswordText}</p>
          <ConfiguredForm
            name="NEWPASSWORD"
            submitLabel="Continue"
            onSubmit={async ({ password }) => {
              const { error } = await authClient.resetPassword({ newPassword: password, token });
              if (error) return failure(error);
              setChanged(true);
            }}
          />
        </>
      )}
    </Modal>
  );
}

function SignInPromptModal({ onClose }: Props) {
  const { openModal } = useShop();
  return (
    <Modal title={AUTH_TEXTS.promptTitle} onClose={onClose}>
      <p>{AUTH_TEXTS.promptText}</p>
      <p className="auth-prompt__actions">
        <button type="button" className="button" onClick={() => openModal({ kind: "login" })}>
          Log in
        </button>{" "}
        <button
          type="button"
          className="button button--secondary"
          onClick={() => openModal({ kind: "register" })}
        >
          {AUTH_TEXTS.createAccount}
        </button>
      </p>
    </Modal>
  );
}

/**
 * Log in, Register, Reset your password, the new-password form and the sign-in prompt (spec 2.6).
 * Each kind is its own component, so moving between them starts each form afresh.
 */
export function AuthModal({ modal, onClose }: { modal: ModalState; onClose(): void }) {
  switch (modal.kind) {
    case "login":
      return <LoginModal onClose={onClose} />;
    case "register":
      return <RegisterModal onClose={onClose} />;
    case "reset-password":
      return <ResetPasswordModal onClose={onClose} />;
    case "new-password":
      return <NewPasswordModal onClose={onClose} token={modal.token} />;
    case "sign-in-prompt":
      return <SignInPromptModal onClose={onClose} />;
    default:
      return null;
  }
}
