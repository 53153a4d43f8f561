// Runs inline in the page's head, before any of the site's code: on a phone the server HTML
// shows seconds before the scripts that make it work, and a visitor acts meanwhile. Until the
// part of the page a visitor uses is hydrated (React has attached itself to its elements),
// this script keeps what they do and hands it over once it is:
// - a press on a button or tab is held back, then pressed again once that button works;
// - text typed and choices made are given to the hydrated fields as if typed again, so the
//   forms' state holds what the page shows;
// - a form submitted early is submitted again once hydrated; if the site's code never
//   arrives, a form the server takes as plain HTML (method post) is sent that way after a
//   few seconds;
// - a scroll by the visitor is noted, so start-up never moves the window.
// Links, details elements and native form controls work on their own and are left alone.
// It also marks the page (data-scripts="on") so notes for visitors without JavaScript hide.
(function () {
  var doc = document;
  var root = doc.documentElement;
  // Scripts run in this browser: notes meant for visitors without JavaScript can hide.
  root.setAttribute('data-scripts', 'on');
  // This browser loaded the brand font on an earlier page and holds it: the page sets its text
  // in it from the first paint (otherwise the page stays in the fallback, which takes the same
  // room, and fetches the font for the next page once it works).
  try {
    if (window.localStorage.getItem('brand-font') === 'held') root.setAttribute('data-brand-font', 'held');
  } catch {
    // Storage refused (a private window's settings): the page is drawn in the fallback.
  }
  var FALLBACK_SUBMIT_MS = 8000;
  var presses = [];
  var edits = [];
  var submits = [];
  var replaying = false;

  function appReady() {
    return root.getAttribute('data-app-ready') === 'true';
  }
  /**
   * The shell marks the page ready once React has hydrated it; a deferred section, whose
   * code comes later, marks itself (data-hydrated) once its content is hydrated too.
   */
  function ready(element) {
    return appReady() && element.isConnected && !element.closest('[data-deferred-section]:not([data-hydrated])');
  }
  /** A deferred section loads its code at once when asked (see deferredSection in @minibar/ui). */
  function want(element) {
    element.dispatchEvent(new Event('deferred-section:wanted', { bubbles: true }));
  }
  function pressable(target) {
    if (!target || !target.closest) return null;
    var element = target.closest('button, [role="button"], [role="tab"], [role="radio"], [role="switch"]');
    if (!element || element.type === 'submit' || element.closest('a[href]')) return null;
    return element;
  }
  function field(target) {
    return target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) && target.type !== 'submit' ? target : null;
  }
  function remember(list, item) {
    item.selector = selectorFor(item.element);
    for (var i = 0; i < list.length; i += 1) if (list[i].element === item.element) list.splice(i, 1);
    list.push(item);
  }
  function quoted(value) {
    return '"' + value.replace(/["\\]/g, '\\$&') + '"';
  }
  /**
   * How to find a held form, field or button again. React renders a part of the page afresh,
   * instead of adopting its server HTML, when that part changed before it was hydrated; what
   * the visitor did then belongs to the new element with the same form and name (or id).
   */
  function selectorFor(element) {
    var form = element.tagName === 'FORM' ? element : element.closest('form');
    var formName = form && form.getAttribute('data-form');
    var name = element.getAttribute('name');
    if (formName && element === form) return 'form[data-form=' + quoted(formName) + ']';
    if (formName && name) {
      var checkable = element.type === 'checkbox' || element.type === 'radio';
      return 'form[data-form=' + quoted(formName) + '] [name=' + quoted(name) + ']' + (checkable ? '[value=' + quoted(element.value) + ']' : '');
    }
    return element.id ? '[id=' + quoted(element.id) + ']' : null;
  }
  /** The held element, or the one now in its place; null when the page no longer has it. */
  function connected(item) {
    if (item.element.isConnected) return item.element;
    var found = item.selector ? doc.querySelector(item.selector) : null;
    if (found) item.element = found;
    return found;
  }

  // The rest of a held press (down, up, touch, focus) reaches none of the page's listeners
  // either. React answers such an event on a part it has not hydrated yet by hydrating the
  // whole page at once, inside the press, which holds a phone's main thread for tens of
  // milliseconds; held, the press waits for hydration to finish in its short turns and is then
  // pressed again in full.
  ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'focusin'].forEach(function (type) {
    doc.addEventListener(
      type,
      function (event) {
        var element = pressable(event.target);
        if (replaying || !element || ready(element)) return;
        event.stopPropagation();
        // A deferred section loads its code when reached into, as it would have seen this.
        want(element);
      },
      { capture: true, passive: true },
    );
  });

  doc.addEventListener(
    'click',
    function (event) {
      var element = pressable(event.target);
      if (replaying || !element || ready(element)) return;
      event.preventDefault();
      event.stopPropagation();
      presses.push({ element: element, selector: selectorFor(element) });
      schedule();
    },
    true,
  );

  function noteEdit(event) {
    var element = field(event.target);
    if (!element || replaying) return;
    if (ready(element)) {
      // Typed once its code runs: the page has it, and an edit held from before would undo it.
      edits = edits.filter(function (edit) {
        return connected(edit) !== element;
      });
      return;
    }
    var checkable = element.type === 'checkbox' || element.type === 'radio';
    remember(edits, { element: element, value: checkable ? element.checked : element.value, checkable: checkable });
    schedule();
  }
  doc.addEventListener('input', noteEdit, true);
  doc.addEventListener('change', noteEdit, true);

  doc.addEventListener(
    'submit',
    function (event) {
      var form = event.target;
      if (replaying || !form || form.tagName !== 'FORM' || ready(form)) return;
      event.preventDefault();
      event.stopPropagation();
      remember(submits, { element: form, submitter: event.submitter || null, at: Date.now() });
      schedule();
    },
    true,
  );

  function markScrolled() {
    root.setAttribute('data-visitor-scrolled', 'true');
  }
  ['wheel', 'touchmove'].forEach(function (type) {
    addEventListener(type, markScrolled, { passive: true, once: true });
  });
  addEventListener('keydown', function (event) {
    if (!field(event.target) && /^(PageDown|PageUp|ArrowDown|ArrowUp|Home|End| )$/.test(event.key)) markScrolled();
  });

  var valueSetters = {
    INPUT: Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set,
    TEXTAREA: Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value').set,
    SELECT: Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set,
  };

  /** Gives a hydrated field the visitor's early value the way typing would, so React sees a change. */
  function replayEdit(edit) {
    var element = edit.element;
    if (edit.checkable) {
      if (!edit.value) return;
      element.checked = false;
      element.click();
      return;
    }
    // Setting a value moves the caret to its end: a visitor who has since selected the text
    // (to type over it) or moved the caret keeps that selection.
    var selection = selectionIn(element);
    // React tracks the last value it saw; it reports a change only when the value differs.
    element.value = edit.value === '' ? ' ' : '';
    valueSetters[element.tagName].call(element, edit.value);
    element.dispatchEvent(new Event('input', { bubbles: true }));
    element.dispatchEvent(new Event('change', { bubbles: true }));
    if (selection && element.value === edit.value) element.setSelectionRange(selection[0], selection[1], selection[2]);
  }

  /** The caret or selection in the focused text field, or null (another field, or one without a caret). */
  function selectionIn(element) {
    if (element !== doc.activeElement || typeof element.selectionStart !== 'number') return null;
    return [element.selectionStart, element.selectionEnd, element.selectionDirection];
  }

  /** A full press: some controls act on pointer or mouse down (tabs), most on click. */
  function pressFully(element) {
    var init = { bubbles: true, cancelable: true, button: 0, isPrimary: true, pointerType: 'mouse' };
    element.dispatchEvent(new PointerEvent('pointerdown', init));
    element.dispatchEvent(new MouseEvent('mousedown', init));
    element.dispatchEvent(new PointerEvent('pointerup', init));
    element.dispatchEvent(new MouseEvent('mouseup', init));
    element.click();
  }

  var timer = 0;
  function schedule() {
    if (!timer) timer = setTimeout(flush, 50);
  }
  // What was held is handed over as soon as the shell marks the page hydrated, not at the
  // next check.
  if (typeof MutationObserver === 'function') {
    new MutationObserver(function () {
      if (!appReady() || !timer) return;
      clearTimeout(timer);
      flush();
    }).observe(root, { attributes: true, attributeFilter: ['data-app-ready'] });
  }
  /** True while the element still waits for its code; asks its section to load meanwhile. */
  function waiting(element) {
    if (ready(element)) return false;
    want(element);
    return true;
  }
  function flush() {
    timer = 0;
    replaying = true;
    try {
      edits = edits.filter(function (edit) {
        if (!connected(edit)) return false;
        if (waiting(edit.element)) return true;
        replayEdit(edit);
        return false;
      });
      presses = presses.filter(function (press) {
        if (!connected(press)) return false;
        if (waiting(press.element)) return true;
        pressFully(press.element);
        return false;
      });
      submits = submits.filter(function (submit) {
        var form = connected(submit);
        if (!form) return false;
        if (waiting(form)) {
          if (Date.now() - submit.at < FALLBACK_SUBMIT_MS || form.getAttribute('method') !== 'post') return true;
          // The site's code did not arrive: a form the server also takes as plain HTML is sent that way.
          HTMLFormElement.prototype.submit.call(form);
          return false;
        }
        if (edits.length) return true;
        form.requestSubmit(submit.submitter && submit.submitter.form === form ? submit.submitter : undefined);
        return false;
      });
    } finally {
      replaying = false;
    }
    if (presses.length || edits.length || submits.length) schedule();
  }
})();
