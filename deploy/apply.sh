#!/usr/bin/env bash
# Installs or upgrades the site on Kubernetes with kubectl: the configuration first, then the migration Job (the
# pre-upgrade step: the new API and workers start only once it succeeded), then everything else.
#   deploy/apply.sh deploy/overlays/production
set -euo pipefail
overlay="${1:?usage: deploy/apply.sh <overlay folder>}"
namespace="$(sed -n 's/^namespace: *//p' "$overlay/kustomization.yaml")"
ns=(-n "${namespace:?$overlay/kustomization.yaml names no namespace}")

kubectl apply -k "$overlay" -l 'app.kubernetes.io/component in (config)'
kubectl get secret app-secrets "${ns[@]}" >/dev/null ||
  { echo "create the Secret app-secrets in $namespace first (docs/operations.md, Deploy on Kubernetes)" >&2 && exit 1; }

# A Job's pod template cannot change: each release runs a new one.
kubectl delete job migrate "${ns[@]}" --ignore-not-found --wait
kubectl apply -k "$overlay" -l 'app.kubernetes.io/component=migrate'
# Complete or Failed, checked every 5 s for at most the Job's own deadline (15 min).
state=""
for _ in $(seq 180); do
  state="$(kubectl get job migrate "${ns[@]}" -o jsonpath='{.status.conditions[?(@.status=="True")].type}')"
  case "$state" in *Complete* | *Failed*) break ;; esac
  sleep 5
done
if [[ "$state" != *Complete* ]]; then
  kubectl logs job/migrate "${ns[@]}" --tail=50 >&2 || true
  echo "migrations did not complete (${state:-still running}): the running version is left as it was" >&2
  exit 1
fi

kubectl apply -k "$overlay" -l 'app.kubernetes.io/component notin (migrate)'
for d in api worker web; do kubectl rollout status "deployment/$d" "${ns[@]}" --timeout=10m; done
