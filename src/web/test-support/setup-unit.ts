// The unit projects' setup. Testing Library's waitFor and findBy* give up after 1 s by default;
// a CI machine running four lanes on two cores took 3 s to show a form's errors once (the form's
// schema is a chunk of its own). They still return as soon as what they wait for is there.
import { configure } from '@testing-library/dom';
import { failOnConsoleError } from '../../shared/test-support/console-error-fails';

configure({ asyncUtilTimeout: 5000 });
failOnConsoleError();
