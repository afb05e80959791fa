import { configure } from '@testing-library/react';

// findBy* and waitFor wait for what the user would see. Their timeout only ends a wait that
// cannot succeed, so it is sized for a two-core machine that is busy elsewhere; a passing
// wait returns as soon as the screen shows it.
configure({ asyncUtilTimeout: 30_000 });
