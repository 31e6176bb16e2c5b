import { useState } from "react";
import type { Role } from "../api/session.ts";
import { usersClient, type AdminUser, type UserChanges } from "../api/users-client.ts";
import { CheckboxField, Dialog, FormError, SelectField, TextField } from "../ui/index.ts";
import type { AdminRun } from "./use-admin-writes.ts";

const ROLE_OPTIONS = [
  { value: "viewer", label: "Viewer: looks at pages" },
  { value: "editor", label: "Editor: changes and publishes pages" },
  { value: "admin", label: "Admin: also users, settings and metaheads" },
];

const FIELDS = ["email", "name", "role", "password", "disabled"];
const MIN_PASSWORD = 12;

function roleOf(value: string): Role {
  return value === "admin" || value === "editor" ? value : "viewer";
}

interface UserDialogProps {
  /** Null: a new user. */
  user: AdminUser | null;
  isSelf?: boolean;
  onClose: () => void;
  run: AdminRun;
}

/** Adds a user, or changes a user's name, role, password or disabled flag (the e-mail address stays). */
export function UserDialog({ user, isSelf = false, onClose, run }: UserDialogProps) {
  const [email, setEmail] = useState(user?.email ?? "");
  const [name, setName] = useState(user?.name ?? "");
  const [role, setRole] = useState<string>(user?.role ?? "editor");
  const [disabled, setDisabled] = useState(user?.disabled ?? false);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!user && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = "must be an e-mail address";
    if (name.trim() === "") problems.name = "is required";
    if (password !== "" && password.length < MIN_PASSWORD) problems.password = `must have at least ${MIN_PASSWORD} characters`;
    setErrors(problems);
    setMessage(null);
    if (Object.keys(problems).length > 0) return setFailedSubmits((count) => count + 1);
    const changes = user ? changesOf(user, { name: name.trim(), role: roleOf(role), disabled, password }) : {};
    if (user && Object.keys(changes).length === 0) return onClose();
    setBusy(true);
    const outcome = user
      ? await run(() => usersClient.update(user.id, changes), { fields: FIELDS, success: `Saved ${name.trim()}.` })
      : await run(() => usersClient.create({ email: email.trim(), name: name.trim(), role: roleOf(role), ...(password ? { password } : {}) }), {
          fields: FIELDS,
          success: `Added ${name.trim()} (${email.trim()}).`,
        });
    setBusy(false);
    if (outcome.ok) return onClose();
    const { fieldErrors, status } = outcome.failure;
    // A 409 on create means the address is taken: that belongs next to the e-mail field.
    if (!user && status === 409 && outcome.failure.message) setErrors({ ...fieldErrors, email: outcome.failure.message });
    else {
      setErrors(fieldErrors);
      setMessage(outcome.failure.message);
    }
    setFailedSubmits((count) => count + 1);
  };

  return (
    <Dialog
      title={user ? `Edit ${user.name}` : "Add a user"}
      onClose={onClose}
      onSubmit={() => void submit()}
      busy={busy}
      failedSubmits={failedSubmits}
      actions={
        <button type="submit" className="editor-button" disabled={busy}>
          {busy ? "Saving…" : user ? "Save" : "Add user"}
        </button>
      }
    >
      <FormError message={message} />
      {user ? (
        <p className="admin-dialog__identity">
          <span className="fc-field__label">E-mail</span> {user.email}
        </p>
      ) : (
        <TextField label="E-mail" name="email" type="email" autoComplete="off" value={email} onChange={setEmail} error={errors.email} required />
      )}
      <TextField label="Name" name="name" autoComplete="off" value={name} onChange={setName} error={errors.name} required />
      <SelectField
        label="Role"
        name="role"
        value={role}
        onChange={setRole}
        error={errors.role}
        options={ROLE_OPTIONS}
        hint={isSelf ? "This is you: if you stop being an admin, you lose access to this screen." : undefined}
      />
      <TextField
        label={user ? "New password" : "Password"}
        name="password"
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        error={errors.password}
        hint={
          user
            ? `Leave empty to keep the current one. At least ${MIN_PASSWORD} characters and hard to guess (a few unrelated words); setting one signs the user out everywhere else.`
            : `At least ${MIN_PASSWORD} characters and hard to guess (a few unrelated words). Leave empty for someone who signs in through the identity provider.`
        }
      />
      {user ? (
        <CheckboxField label="Disabled" name="disabled" checked={disabled} onChange={setDisabled} error={errors.disabled} hint="A disabled user cannot sign in and is signed out at once." />
      ) : null}
    </Dialog>
  );
}

function changesOf(user: AdminUser, wanted: Required<UserChanges>): UserChanges {
  const changes: UserChanges = {};
  if (wanted.name !== user.name) changes.name = wanted.name;
  if (wanted.role !== user.role) changes.role = wanted.role;
  if (wanted.disabled !== user.disabled) changes.disabled = wanted.disabled;
  if (wanted.password !== "") changes.password = wanted.password;
  return changes;
}
