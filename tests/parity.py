"""Signature parity of test doubles with what they stand in for (TESTING.md: doubles have
the real signatures). A double that accepts a parameter the real callable does not (or
misses one it has) lets a wrong call pass the tests and fail in production:
`send(..., enforce_nonce=True)` passed a `send(**kwargs)` fake and failed on Discord."""

from __future__ import annotations

import inspect
from collections.abc import Callable
from typing import Any, TypeVar

F = TypeVar("F", bound=Callable[..., Any])


class _Unspelled:
    """The default of a C function's parameter that Python cannot spell (sqlite3's
    `Connection.execute(sql, parameters=<unrepresentable>, /)`): any default matches it."""

    def __repr__(self) -> str:
        return "<unrepresentable>"


UNSPELLED = _Unspelled()


def signature(fn: Callable[..., Any]) -> inspect.Signature:
    """`inspect.signature`, and for a C function with an unrepresentable default, the
    signature its `__text_signature__` gives with that default as `UNSPELLED`."""
    try:
        return inspect.signature(fn)
    except ValueError:
        text = getattr(fn, "__text_signature__", None) or ""
        if "<unrepresentable>" not in text:
            raise
        namespace: dict[str, Any] = {"UNSPELLED": UNSPELLED}
        spelled = text.replace("$", "").replace("<unrepresentable>", "UNSPELLED")
        exec(f"def stub{spelled}: pass", namespace)
        return inspect.signature(namespace["stub"])


def shape(fn: Callable[..., Any]) -> tuple[bool, list[tuple[str, str, str]]]:
    """Whether `fn` is a coroutine function, and its parameters: name, kind, default
    (annotations are left out: the doubles spell them differently)."""
    params = [
        (p.name, p.kind.name, "<none>" if p.default is p.empty else repr(p.default))
        for p in signature(fn).parameters.values()
    ]
    return inspect.iscoroutinefunction(fn), params


def mismatch(fake: Callable[..., Any], real: Callable[..., Any]) -> str | None:
    """How the double's signature differs from the real one's, or None."""
    fake_async, fake_params = shape(fake)
    real_async, real_params = shape(real)
    fake_params = (
        [  # a default where the real one has one Python cannot spell
            (name, kind, repr(UNSPELLED))
            if (name, kind) == twin[:2] and twin[2] == repr(UNSPELLED) and default != "<none>"
            else (name, kind, default)
            for (name, kind, default), twin in zip(fake_params, real_params, strict=False)
        ]
        + fake_params[len(real_params) :]
    )
    if fake_async != real_async:
        return f"{fake.__qualname__}: async={fake_async}, {real.__qualname__}: async={real_async}"
    if fake_params != real_params:
        extra = [p for p in fake_params if p not in real_params]
        missing = [p for p in real_params if p not in fake_params]
        owner = getattr(real, "__objclass__", real)  # a C method has no module of its own
        return (
            f"{fake.__qualname__} differs from {owner.__module__}.{real.__qualname__}: "
            f"accepts {extra}, lacks {missing}"
        )
    return None


def class_mismatches(fake: type, real: type) -> list[str]:
    """Every method the double defines that the real class has must have its signature;
    a public method of the double that the real class lacks is an error too."""
    out = []
    for name, attr in vars(fake).items():
        if name in vars(object) or not inspect.isfunction(attr):
            continue  # constructors and `object`'s hooks are the double's own
        real_attr = getattr(real, name, None)
        if real_attr is None:
            if not name.startswith("_"):
                out.append(f"{fake.__qualname__}.{name}: {real.__qualname__} has no {name}")
            continue
        problem = mismatch(attr, real_attr)
        if problem is not None:
            out.append(problem)
    return out


def stands_in_for(real: Callable[..., Any]) -> Callable[[F], F]:
    """Decorates a hand-written replacement (a monkeypatched method or function): fails at
    once when its signature is not the real one's."""

    def check(fake: F) -> F:
        problem = mismatch(fake, real)
        assert problem is None, problem
        return fake

    return check
