// Stand-in for https://www.google.com/recaptcha/api.js in Playwright (tests/e2e/contact-recaptcha.spec.ts):
// the explicit-render API the real script offers (render, reset, getResponse), calling the onload
// callback named in its own URL once loaded. Like Google's widget it keeps the token in a hidden
// g-recaptcha-response textarea inside the container, so the token travels with the form.
(function () {
  var script = document.currentScript;
  var onload = new URL(script.src).searchParams.get('onload');
  var widgets = [];
  window.__recaptchaStub = { renders: [], resets: 0 };
  window.grecaptcha = {
    render: function (container, params) {
      var id = widgets.length;
      var label = document.createElement('label');
      var box = document.createElement('input');
      var field = document.createElement('textarea');
      box.type = 'checkbox';
      label.append(box, ' Stub reCAPTCHA: I am not a robot');
      field.name = 'g-recaptcha-response';
      field.style.display = 'none';
      box.addEventListener('change', function () {
        field.value = box.checked ? 'stub-token-' + id + '-' + Date.now() : '';
        if (box.checked) params.callback(field.value);
      });
      container.append(label, field);
      widgets.push({ box: box, field: field, params: params });
      var copy = {};
      for (var key in params) if (typeof params[key] !== 'function') copy[key] = params[key];
      window.__recaptchaStub.renders.push(copy);
      return id;
    },
    reset: function (id) {
      var widget = widgets[id === undefined ? widgets.length - 1 : id];
      widget.box.checked = false;
      widget.field.value = '';
      window.__recaptchaStub.resets += 1;
    },
    getResponse: function (id) {
      return widgets[id === undefined ? widgets.length - 1 : id].field.value;
    },
  };
  window.__recaptchaStub.expire = function () {
    var widget = widgets[widgets.length - 1];
    widget.box.checked = false;
    widget.field.value = '';
    widget.params['expired-callback']();
  };
  window.__recaptchaStub.fail = function () {
    widgets[widgets.length - 1].params['error-callback']();
  };
  // Like Google's, the callback runs after the script has loaded (it fetches more code first).
  if (onload) {
    script.addEventListener('load', function () {
      window[onload]();
    });
  }
})();
