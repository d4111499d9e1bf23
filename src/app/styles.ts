// Mantine styles for the login page only (its plain markup wears Mantine's classes, ui/light),
// and the CSS variables Mantine's provider would set; the app's frame adds its own
// (full-styles.ts) and lazy pages import the styles of the components they add, so the login
// page does not download CSS it never uses.
// The .layer.css variants keep every rule in the `mantine` cascade layer, which makes the
// order in which chunks arrive irrelevant.
import './login/mantine-variables.css';
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Center.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Progress.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Alert.layer.css';
