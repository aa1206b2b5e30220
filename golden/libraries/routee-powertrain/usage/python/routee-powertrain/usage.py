import pandas as pd
import routee.powertrain as pt
from routee.powertrain.registry import HFRegistry

registry = HFRegistry(repo_id="NatLabRockies/routee-powertrain-models")

# list the vehicles this registry holds, filtered by make, model, year, powertrain...
print(pt.query_available_models(make="tesla", model="model 3", registry=registry))

# load one vehicle model by its id, "<make>/<vehicle>/<year>/<configuration>", as listed above
vehicle = pt.load_model("tesla/model_3_bev/2022/rf_c3326385", registry=registry)

# energy use of a route, one row per road link
route = pd.DataFrame({
    "distance": [0.4, 1.2],  # miles
    "speed_mph": [25, 60],
    "grade_percent": [0.5, -1.5],
})
print(vehicle.predict(route))
