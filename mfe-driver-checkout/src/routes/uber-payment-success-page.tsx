import { layout } from '@minibar/ui';
import { ErrorView, ProgressView, ReadyView, SuccessView } from '../features/payment-success/success-views';
import { SUCCESS_TEXT } from '../features/payment-success/success-copy';
import { useSignupCompletion } from '../features/payment-success/use-signup-completion';
import * as css from '../features/payment-success/success-page.css';

/** /uber-payment-success: hands the paid sign-up to the server. */
export default function UberPaymentSuccessPage() {
  const { state, completeRegistration } = useSignupCompletion();
  return (
    <section className={`${layout.section({ tone: 'alt' })} ${css.page}`}>
      <div className={layout.container}>
        {state.status === 'loading' && <ProgressView heading={SUCCESS_TEXT.loadingHeading} />}
        {state.status === 'submitting' && <ProgressView heading={SUCCESS_TEXT.submittingHeading} />}
        {state.status === 'ready' && <ReadyView onComplete={completeRegistration} />}
        {state.status === 'success' && <SuccessView order={state.order} />}
        {state.status === 'error' && <ErrorView message={state.message} />}
      </div>
    </section>
  );
}
