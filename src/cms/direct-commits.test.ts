import { findDirectCommitControls, hideDirectCommitControls } from './direct-commits';

describe('direct-commit controls', () => {
  it('finds the Media tab and the media dialog’s delete button, nothing else', () => {
    document.body.innerHTML =
      '<nav><button>Contents</button><button> Media </button></nav><div><button>Delete selected</button>' +
      '<button>Upload</button><button>Choose selected</button></div>';
    expect(findDirectCommitControls(document.body).map((button) => button.textContent?.trim())).toEqual([
      'Media',
      'Delete selected',
    ]);
  });

  it('hides them, including ones rendered later', async () => {
    document.body.innerHTML = '<nav><button>Media</button></nav>';
    const observer = hideDirectCommitControls(document.body);
    expect(document.querySelector('button')!.style.display).toBe('none');
    document.body.insertAdjacentHTML('beforeend', '<button>Delete selected</button><button>Upload</button>');
    await new Promise((resolve) => setTimeout(resolve, 0));
    const [, deleteButton, upload] = [...document.querySelectorAll('button')];
    expect(deleteButton!.style.display).toBe('none');
    expect(upload!.style.display).toBe('');
    observer.disconnect();
  });
});
