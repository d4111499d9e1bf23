// The app frame's Mantine styles beyond the login page's (styles.ts): the header's burger, the
// last-error line's close button, hidden labels; and the app's own fixes.
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Burger.layer.css';
import './app.css';
