// The API projects' setup.
import { failOnConsoleError } from '../../shared/test-support/console-error-fails';

failOnConsoleError();
