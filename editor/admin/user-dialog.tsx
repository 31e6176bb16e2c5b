import type { Role } from "../api/session.ts";
import { usersClient, type AdminUser, type UserChanges } from "../api/users-client.ts";
import {
  CheckboxField,
  EntityFormDialog,
  SelectField,
  TextField,
  useEntityForm,
  type FieldList,
  type FormRun,
} from "../ui/index.ts";

const ROLE_OPTIONS = [
  { value: "viewer", label: "Viewer: looks at pages" },
  { value: "editor", label: "Editor: changes and publishes pages" },
  { value: "admin", label: "Admin: also users, settings and metaheads" },
];

// By hand until the user schema exists; then `fieldsFromSchema(userSchema, labels)`.
const FIELDS: FieldList = [
  { name: "email", label: "E-mail", required: true },
  { name: "name", label: "Name", required: true },
  { name: "role", label: "Role" },
  { name: "password", label: "Password" },
  { name: "disabled", label: "Disabled" },
];
const MIN_PASSWORD = 12;

function roleOf(value: string): Role {
  return value === "admin" || value === "editor" ? value : "viewer";
}

interface UserDialogProps {
  /** Null: a new user. */
  user: AdminUser | null;
  isSelf?: boolean;
  onClose: () => void;
  run: FormRun;
}

/** Adds a user, or changes a user's name, role, password or disabled flag (the e-mail address stays). */
export function UserDialog({ user, isSelf = false, onClose, run }: UserDialogProps) {
  const form = useEntityForm({
    fields: FIELDS,
    initial: {
      email: user?.email ?? "",
      name: user?.name ?? "",
      role: user?.role ?? "editor",
      disabled: user?.disabled ?? false,
      password: "",
    },
    validate: ({ email, name, password }) => {
      const problems: Record<string, string> = {};
      if (!user && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) problems.email = "must be an e-mail address";
      if (name.trim() === "") problems.name = "is required";
      if (password !== "" && password.length < MIN_PASSWORD)
        problems.password = `must have at least ${MIN_PASSWORD} characters`;
      return problems;
    },
    save: async ({ email, name, role, disabled, password }, fields) => {
      if (!user) {
        return run(
          () =>
            usersClient.create({
              email: email.trim(),
              name: name.trim(),
              role: roleOf(role),
              ...(password ? { password } : {}),
            }),
          {
            fields,
            success: `Added ${name.trim()} (${email.trim()}).`,
          },
        );
      }
      const changes = changesOf(user, { name: name.trim(), role: roleOf(role), disabled, password });
      if (Object.keys(changes).length === 0) return null;
      return run(() => usersClient.update(user.id, changes), { fields, success: `Saved ${name.trim()}.` });
    },
    onDone: onClose,
    // A 409 on create means the address is taken: that belongs next to the e-mail field.
    explain: (failure) =>
      !user && failure.status === 409 && failure.message
        ? { errors: { ...failure.fieldErrors, email: failure.message }, message: null }
        : { errors: failure.fieldErrors, message: failure.message },
  });

  return (
    <EntityFormDialog
      form={form}
      title={user ? `Edit ${user.name}` : "Add a user"}
      onClose={onClose}
      submitLabel={user ? "Save" : "Add user"}
    >
      {user ? (
        <p className="admin-dialog__identity">
          <span className="fc-field__label">E-mail</span> {user.email}
        </p>
      ) : (
        <TextField {...form.text("email")} type="email" autoComplete="off" />
      )}
      <TextField {...form.text("name")} autoComplete="off" />
      <SelectField
        {...form.text("role")}
        options={ROLE_OPTIONS}
        hint={isSelf ? "This is you: if you stop being an admin, you lose access to this screen." : undefined}
      />
      <TextField
        {...form.text("password")}
        label={user ? "New password" : "Password"}
        type="password"
        autoComplete="new-password"
        hint={
          user
            ? `Leave empty to keep the current one. At least ${MIN_PASSWORD} characters and hard to guess (a few unrelated words); setting one signs the user out everywhere else.`
            : `At least ${MIN_PASSWORD} characters and hard to guess (a few unrelated words). Leave empty for someone who signs in through the identity provider.`
        }
      />
      {user ? (
        <CheckboxField
          {...form.checkbox("disabled")}
          hint="A disabled user cannot sign in and is signed out at once."
        />
      ) : null}
    </EntityFormDialog>
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
