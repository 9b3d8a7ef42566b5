"""flask-smorest blueprints of the API; `BLUEPRINTS` is the registration order."""
